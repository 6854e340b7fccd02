import type { PERSON_SEARCH_TYPES } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import { SqlParams } from '../courses/search-sql.ts';

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
 */
export function personSearchSql(search: PersonSearch): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const where: string[] = [];
  const q = search.q?.trim();
  if (q) {
    const text = p.add(q);
    const lo = `lower(${text}::text) COLLATE "C"`;
    const hi = `(lower(${text}::text) || chr(1114111)) COLLATE "C"`;
    const range = (col: string) => `${col} >= ${lo} AND ${col} < ${hi}`;
    where.push(`p.id IN (
      SELECT id FROM persons WHERE ${range('search_full')}
      UNION SELECT id FROM persons WHERE ${range('search_last')}
      UNION SELECT id FROM persons WHERE ${range('search_display_id')}
      UNION SELECT person_id FROM person_emails WHERE ${range('search_email')})`);
  }
  if (search.type !== 'all') where.push(`p.person_type = ${p.add(search.type)}::text`);
  if (search.ids) where.push(`p.id = ANY(${p.add(search.ids)}::int[])`);
  const text = `SELECT p.id, ${personNameSql('p')} AS name, p.person_type FROM persons p
    ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY p.name_primary_last, p.name_primary_first, p.id
    LIMIT ${p.add(search.limit)}::int`;
  return { text, values: p.values };
}
