import type { PERSON_SEARCH_TYPES } from '@cpe/contract';
import { prefixRanges } from '../../db/person-prefix.ts';
import { personNameSql, SqlParams } from '../../db/sql.ts';

export interface PersonSearch {
  q?: string | undefined;
  type: (typeof PERSON_SEARCH_TYPES)[number];
  ids?: number[] | undefined;
  limit: number;
}

/**
 * The people a picker offers, ordered by last then first name. `q` matches as
 * db/person-prefix.ts says; with `many` (manyPeopleMatch said so), the page is read by walking
 * the name order, else each prefix range is read and the union sorted once. Each branch returns
 * whole rows: joining the matched ids back to persons instead lets a planner with stale
 * statistics (right after a bulk load) choose a nested loop over every person of the tenant.
 */
export function personSearchSql(search: PersonSearch, many = false): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const filters = personFilters(search)(p);
  const columns = `p.id, ${personNameSql('p')} AS name, p.person_type, p.name_primary_last, p.name_primary_first`;
  const where = (condition?: string) => `WHERE ${(condition ? [condition, ...filters] : filters).join(' AND ')}`;
  const order = 'ORDER BY name_primary_last, name_primary_first, id';
  const q = search.q?.trim();
  let source = `(SELECT ${columns} FROM persons p ${where()}) AS hits`;
  if (q && many) {
    source = `(SELECT ${columns} FROM persons p ${where(prefixRanges(p, q).any)} ${order} LIMIT ${p.add(search.limit)}::int) AS hits`;
  } else if (q) {
    const { range } = prefixRanges(p, q);
    source = `(
      SELECT ${columns} FROM persons p ${where(range('p.search_full'))}
      UNION SELECT ${columns} FROM persons p ${where(range('p.search_last'))}
      UNION SELECT ${columns} FROM persons p ${where(range('p.search_display_id'))}
      UNION SELECT ${columns} FROM person_emails e JOIN persons p ON p.id = e.person_id ${where(range('e.search_email'))}
    ) AS hits`;
  }
  const text = `SELECT id, name, person_type FROM ${source} ${order} LIMIT ${p.add(search.limit)}::int`;
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
