import type { PERSON_SEARCH_TYPES } from '@cpe/contract';
import { personPrefixIdsSql } from '../../db/person-prefix.ts';
import { limitSql, personNameSql, SqlParams } from '../../db/sql.ts';

export interface PersonSearch {
  q?: string | undefined;
  type: (typeof PERSON_SEARCH_TYPES)[number];
  ids?: number[] | undefined;
  limit: number;
}

/**
 * The people a picker offers, ordered by last then first name; `q` matches as
 * db/person-prefix.ts says, and only the page's people are read from the table.
 */
export function personSearchSql(search: PersonSearch): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const filters = personFilters(search)(p);
  const limit = limitSql(search.limit);
  const columns = `p.id, ${personNameSql('p')} AS name, p.person_type`;
  const q = search.q?.trim();
  const text = q
    ? `SELECT ${columns} FROM ${personPrefixIdsSql(p, q, filters, limit)} AS hits JOIN persons p ON p.id = hits.id
        ORDER BY hits.name_primary_last, hits.name_primary_first, hits.id LIMIT ${limit}`
    : `SELECT ${columns} FROM persons p WHERE ${filters.join(' AND ')}
        ORDER BY p.name_primary_last, p.name_primary_first, p.id LIMIT ${limit}`;
  return { text, values: p.values };
}

/** The conditions besides the text, over persons p. */
export const personFilters = (search: PersonSearch) => (p: SqlParams) => {
  // A person merged into another (ADR 0033) is no one to pick: the survivor is.
  const filters: string[] = ['p.merged_into_id IS NULL'];
  if (search.type !== 'all') filters.push(`p.person_type = ${p.add(search.type)}::text`);
  if (search.ids) filters.push(`p.id = ANY(${p.add(search.ids)}::int[])`);
  return filters;
};
