import { SqlParams } from './sql.ts';
import type { Queryable } from './types.ts';

/**
 * The prefix a person search is typed with (the person pickers, user administration) matches
 * the start of "first last", of the last name, of the display id or of an e-mail address,
 * case-insensitively. Each is a range [lower(q), lower(q) || U+10FFFF) over its stored
 * lower-cased "C" copy (migration 0008): text comparisons are leakproof, so each range is an
 * index condition even under row-level security, and `%`, `_` and `\` are plain characters.
 *
 * A page comes in name order (last, first, id), and there are two ways to it:
 * - **few matches**: read each range from its index and sort the matches. The cost is the
 *   number of matches.
 * - **many** (at least DENSE_MATCHES people for "first last" or the last name alone: 'sm' at
 *   100,000 people is thousands): walk the name-order index and keep the matching rows, which
 *   stops after a page, instead of sorting thousands for 25 (issue 17).
 * `manyPeopleMatch` tells which, reading at most 2 × DENSE_MATCHES index entries. The planner
 * cannot be left to choose: its row estimates for a two-letter range are too rough.
 */
export const DENSE_MATCHES = 200;

export function prefixRanges(p: SqlParams, q: string) {
  const text = p.add(q);
  const lo = `lower(${text}::text) COLLATE "C"`;
  const hi = `(lower(${text}::text) || chr(1114111)) COLLATE "C"`;
  const range = (col: string) => `${col} >= ${lo} AND ${col} < ${hi}`;
  return {
    range,
    /** Any of the four, over persons p. The e-mails' matches are read once (a hashed subplan), not per person. */
    any: `(${range('p.search_full')} OR ${range('p.search_last')} OR ${range('p.search_display_id')}
           OR p.id IN (SELECT e.person_id FROM person_emails e WHERE ${range('e.search_email')}))`,
  };
}

/** Whether "first last" or the last name start with `q` for at least DENSE_MATCHES people passing `filters` (over persons p). */
export async function manyPeopleMatch(tx: Queryable, q: string, filters: (p: SqlParams) => string[]): Promise<boolean> {
  const p = new SqlParams();
  const { range } = prefixRanges(p, q);
  const rest = filters(p);
  const count = (col: string) =>
    `(SELECT count(*) FROM (SELECT 1 FROM persons p WHERE ${[range(col), ...rest].join(' AND ')} LIMIT ${DENSE_MATCHES}) m)`;
  const { rows } = await tx.query<{ many: boolean }>(
    `SELECT ${count('p.search_full')} + ${count('p.search_last')} >= ${DENSE_MATCHES} AS many`,
    p.values,
  );
  return rows[0]?.many === true;
}
