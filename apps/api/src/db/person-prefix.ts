import type { SqlParams } from './sql.ts';

/**
 * The prefix a person search is typed with (the person pickers, user administration) matches
 * the start of "first last", of the last name, of the display id or of an e-mail address,
 * case-insensitively. Each is a range [lower(q), lower(q) || U+10FFFF) over its stored
 * lower-cased "C" copy (migration 0008): text comparisons are leakproof, so each range is an
 * index condition even under row-level security, and `%`, `_` and `\` are plain characters.
 *
 * A page comes in name order (last, first, id). Each of the four ranges gives its first
 * `limit` people in that order, from an index that covers the name (migration 0038), so its
 * matches are read from the index alone and only the best `limit` are kept (a top-N sort);
 * the four small lists are merged, and only the page's people are read from the table.
 * 'sm' at 100,000 people matches 2,000 last names: they cost 2,000 index entries, not 2,000
 * rows fetched, de-duplicated and sorted (issue 17).
 *
 * Each range's scan sits behind OFFSET 0, so the planner plans it on its own. Otherwise, seeing
 * ORDER BY … LIMIT, it may walk the name-order index from the start and filter: it assumes
 * matches spread evenly over the names, but a last-name prefix is one block of them.
 */
export function personPrefixIdsSql(p: SqlParams, q: string, filters: readonly string[], limit: string): string {
  const text = p.add(q);
  const lo = `lower(${text}::text) COLLATE "C"`;
  const hi = `(lower(${text}::text) || chr(1114111)) COLLATE "C"`;
  const range = (col: string) => `${col} >= ${lo} AND ${col} < ${hi}`;
  const where = (condition: string) => [condition, ...filters].join(' AND ');
  const best = (from: string, condition: string) => `(
      SELECT id, name_primary_last, name_primary_first
        FROM (SELECT p.id, p.name_primary_last, p.name_primary_first FROM ${from} WHERE ${where(condition)} OFFSET 0) m
       ORDER BY name_primary_last, name_primary_first, id LIMIT ${limit})`;
  const byEmail = `(SELECT DISTINCT e.person_id FROM person_emails e WHERE ${range('e.search_email')} OFFSET 0) e
        JOIN persons p ON p.id = e.person_id`;
  return `(
    ${best('persons p', range('p.search_full'))}
    UNION ${best('persons p', range('p.search_last'))}
    UNION ${best('persons p', range('p.search_display_id'))}
    UNION ${best(byEmail, 'true')}
  )`;
}
