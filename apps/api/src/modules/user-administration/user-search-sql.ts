/**
 * The user administration search's SQL, shared by the page and the CSV export (ADR 0028).
 *
 * People come in name order (last, first, id), keyset paged on that triple:
 * - without text, one index scan in that order: persons_name_order_idx (0008) for both types,
 *   persons_type_name_order_idx (0021) for one type; the scan stops after limit + 1 rows.
 * - with text, as the person pickers (db/person-prefix.ts): each of "first last", last name,
 *   display id and e-mail gives its first limit + 1 people after the cursor from an index
 *   that covers the name, and the page is the best of those.
 */
import type { PersonType } from '@cpe/contract';
import { z } from 'zod';
import { personPrefixIdsSql } from '../../db/person-prefix.ts';
import { encodeCursorJson, INT4_MAX, readCursorJson } from '../../db/search-fragments.ts';
import { isoSql, limitSql, SqlParams } from '../../db/sql.ts';
import { invalid } from '../../platform/errors.ts';

export interface UserCursor {
  last: string;
  first: string;
  id: number;
}

export interface UserSearchInput {
  q?: string | undefined;
  /** The person types to show: those the caller asked for and administers (never empty). */
  types: readonly PersonType[];
  after?: UserCursor | undefined;
  limit: number;
}

export interface UserSearchDbRow {
  id: number;
  display_id: string;
  first_name: string;
  last_name: string;
  person_type: PersonType;
  email_address: string | null;
  username: string | null;
  status: string;
  date_created: string;
  date_login: string | null;
}

const COLUMNS =
  'p.tenant_id, p.id, p.display_id, p.name_primary_first, p.name_primary_last, p.person_type, p.username, p.status, p.date_created, p.date_login';
const ORDER = 'name_primary_last, name_primary_first, id';

export function userSearchSql(input: UserSearchInput): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const filters = userFilters(input)(p);
  const limit = limitSql(input.limit);
  const order = (alias: string) =>
    ORDER.split(', ')
      .map((c) => `${alias}.${c}`)
      .join(', ');
  const q = input.q?.trim();
  const source = q
    ? `(SELECT ${COLUMNS} FROM ${personPrefixIdsSql(p, q, filters, limit)} AS hits JOIN persons p ON p.id = hits.id)`
    : `(SELECT ${COLUMNS} FROM persons p ${filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : ''} ORDER BY ${order('p')} LIMIT ${limit})`;
  // The primary e-mail is looked up for the page's rows only.
  const text = `
    SELECT h.id, h.display_id, h.name_primary_first AS first_name, h.name_primary_last AS last_name, h.person_type,
           (SELECT e.email_address FROM person_emails e
             WHERE e.tenant_id = h.tenant_id AND e.person_id = h.id AND e.is_primary ORDER BY e.id LIMIT 1) AS email_address,
           h.username, h.status, ${isoSql('h.date_created')} AS date_created, ${isoSql('h.date_login')} AS date_login
      FROM ${source} AS h
     ORDER BY ${order('h')}
     LIMIT ${limit}`;
  return { text, values: p.values };
}

/** The conditions besides the text, over persons p: the person types, and the rows after the cursor. */
export const userFilters = (input: UserSearchInput) => (p: SqlParams) => {
  const filters: string[] = [];
  // Both types is every person: no condition, so the planner reads the name-order index alone.
  if (input.types.length === 1) filters.push(`p.person_type = ${p.add(input.types[0])}::text`);
  if (input.after) {
    const a = input.after;
    filters.push(
      `(p.name_primary_last, p.name_primary_first, p.id) > (${p.add(a.last)}::text, ${p.add(a.first)}::text, ${p.add(a.id)}::int)`,
    );
  }
  return filters;
};

const cursorJson = z.object({
  l: z.string().max(400),
  f: z.string().max(400),
  i: z.number().int().positive().max(INT4_MAX),
});

export function encodeUserCursor(row: { last_name: string; first_name: string; id: number }): string {
  return encodeCursorJson({ l: row.last_name, f: row.first_name, i: row.id });
}

/** The `next` of a previous page, or a 400 naming body.after. */
export function decodeUserCursor(after: string): UserCursor {
  const bad = () => invalid('body.after', 'Malformed cursor: pass `next` of the previous page unchanged.');
  const fields = readCursorJson(after, cursorJson);
  // Text PostgreSQL cannot hold (NUL) must not reach the query.
  if (!fields || fields.l.includes('\u0000') || fields.f.includes('\u0000')) throw bad();
  return { last: fields.l, first: fields.f, id: fields.i };
}
