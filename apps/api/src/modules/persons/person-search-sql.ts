import type { PERSON_SEARCH_TYPES } from '@cpe/contract';
import { personNameSql, SqlParams } from '../../db/sql.ts';

export interface PersonSearch {
  q?: string | undefined;
  type: (typeof PERSON_SEARCH_TYPES)[number];
  ids?: number[] | undefined;
  limit: number;
}

/**
 * The people a picker offers, ordered by last then first name.
 *
 * `q` matches the start of "first last" (and so of the first name), of the last name, of the
 * display id or of an e-mail address, case-insensitively. Each is a range over a stored
 * lower-cased "C"-collation copy (migration 0008): [lower(q), lower(q) || U+10FFFF). Range
 * comparisons are leakproof, so each branch is an index scan even under row-level security,
 * and `%`, `_` and `\` in q are plain characters, never LIKE wildcards.
 *
 * Each branch returns whole rows and the union is sorted once: joining the matched ids back
 * to persons instead lets a planner with stale statistics (right after a bulk load) choose a
 * nested loop over every person of the tenant for each match.
 */
export function personSearchSql(search: PersonSearch): { text: string; values: unknown[] } {
  const p = new SqlParams();
  // A person merged into another (ADR 0033) is no one to pick: the survivor is.
  const filters: string[] = ['p.merged_into_id IS NULL'];
  if (search.type !== 'all') filters.push(`p.person_type = ${p.add(search.type)}::text`);
  if (search.ids) filters.push(`p.id = ANY(${p.add(search.ids)}::int[])`);
  const columns = `p.id, ${personNameSql('p')} AS name, p.person_type, p.name_primary_last, p.name_primary_first`;
  const where = (condition?: string) => {
    const all = condition ? [condition, ...filters] : filters;
    return all.length > 0 ? `WHERE ${all.join(' AND ')}` : '';
  };
  let source: string;
  const q = search.q?.trim();
  if (q) {
    const text = p.add(q);
    const lo = `lower(${text}::text) COLLATE "C"`;
    const hi = `(lower(${text}::text) || chr(1114111)) COLLATE "C"`;
    const range = (col: string) => `${col} >= ${lo} AND ${col} < ${hi}`;
    source = `(
      SELECT ${columns} FROM persons p ${where(range('p.search_full'))}
      UNION SELECT ${columns} FROM persons p ${where(range('p.search_last'))}
      UNION SELECT ${columns} FROM persons p ${where(range('p.search_display_id'))}
      UNION SELECT ${columns} FROM person_emails e JOIN persons p ON p.id = e.person_id ${where(range('e.search_email'))}
    ) AS hits`;
  } else {
    source = `(SELECT ${columns} FROM persons p ${where()}) AS hits`;
  }
  const text = `SELECT id, name, person_type FROM ${source}
    ORDER BY name_primary_last, name_primary_first, id
    LIMIT ${p.add(search.limit)}::int`;
  return { text, values: p.values };
}
