/**
 * Vended content search SQL, shared by the search page and the CSV export. Each sort reads its
 * partial index of migration 0017 in order and stops after limit + 1 rows:
 *   updated            vended_content_updated_idx (tenant_id, updated_at DESC, id DESC) WHERE kind = 'vended_content'
 *   updated + vendor   vended_content_vendor_idx (tenant_id, vendor_id, updated_at DESC, id DESC) WHERE vendor_id IS NOT NULL
 *   title              vended_content_title_key_idx (tenant_id, title_key, id) WHERE kind = 'vended_content'
 * Everyone the route admits sees every item of the firm (the vended content policy), so there
 * is no visibility clause. The sort orders and keyset conditions are course search's.
 */
import type { VENDED_CONTENT_SORTS, VENDED_CONTENT_STATUSES, VendedContentSearchFilters } from '@cpe/contract';
import { isCalendarDate } from '@cpe/contract';
import { z } from 'zod';
import { containsSql, foldedColumnSql, foldedTextSql, isoSql, limitSql, personNameSql, SqlParams } from '../../db/sql.ts';
import { invalid } from '../../platform/errors.ts';
import { SORTS, utcDayStart } from '../../shared/search-sql.ts';

type Sort = (typeof VENDED_CONTENT_SORTS)[number];

export interface VendedCursor {
  sort: Sort;
  key: string;
  id: number;
}

const INT4_MAX = 2_147_483_647;

export function vendedFilterSql(filters: Omit<VendedContentSearchFilters, 'sort'>, p: SqlParams): string[] {
  // Literals, so that the planner matches the partial indexes' predicates.
  const where = ["c.kind = 'vended_content'"];
  const text = filters.search_text?.trim();
  if (text) {
    const needle = foldedTextSql(p, text);
    // The title is matched on its stored lower-cased copy (title_key): no lower() per row.
    const alternatives = [containsSql('c.title_key', needle), `starts_with(${foldedColumnSql('c.lms_id', text)}, ${needle})`];
    if (/^\d{1,10}$/.test(text) && Number(text) <= INT4_MAX) alternatives.unshift(`c.id = ${p.add(Number(text))}::int`);
    where.push(`(${alternatives.join(' OR ')})`);
  }
  if (filters.vendor_id !== undefined) where.push(`c.vendor_id = ${p.add(filters.vendor_id)}::int`);
  if (filters.status) where.push(`c.course_status = ${p.add(filters.status)}::text`);
  if (filters.date_from) where.push(`c.updated_at >= ${p.add(utcDayStart(filters.date_from))}::timestamptz`);
  if (filters.date_to) where.push(`c.updated_at < ${p.add(utcDayStart(filters.date_to, 1))}::timestamptz`);
  return where;
}

const cursorJson = z.object({ s: z.enum(['updated', 'title']), k: z.string().max(2000), i: z.number().int().positive().max(INT4_MAX) });
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

export function encodeVendedCursor(c: VendedCursor): string {
  return Buffer.from(JSON.stringify({ s: c.sort, k: c.key, i: c.id }), 'utf8').toString('base64url');
}

/** The cursor a previous page returned, or a 400 naming body.cursor. */
export function decodeVendedCursor(cursor: string, sort: Sort): VendedCursor {
  const bad = () => invalid('body.cursor', 'Malformed cursor: pass nextCursor of the previous page unchanged.');
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  const result = cursorJson.safeParse(parsed);
  if (!result.success) throw bad();
  const { s, k, i } = result.data;
  if (s !== sort) throw invalid('body.cursor', `The cursor belongs to sort '${s}', not '${sort}'.`);
  // Forged keys must not reach the query: a date PostgreSQL refuses, or text it cannot hold (NUL).
  if (s === 'updated' && !(ISO_MICROS.test(k) && isCalendarDate(k.slice(0, 10)))) throw bad();
  if (k.includes('\u0000')) throw bad();
  return { sort: s, key: k, id: i };
}

export interface VendedSearchDbRow {
  id: number;
  title: string;
  vendor_id: number | null;
  vendor_name: string | null;
  course_status: (typeof VENDED_CONTENT_STATUSES)[number];
  delivery_method: string | null;
  agenda_type: string | null;
  version: number;
  lms_id: string | null;
  created_by_name: string;
  updated_at: string;
  sort_key: string;
}

/**
 * One page: the inner query picks the page's ids from the sort's index alone, which carries
 * every column the filters read (migration 0040), so entries a filter rejects never cost a
 * table row; the page's rows and their lookups are then joined.
 */
export function vendedSearchQuery(input: { filters: VendedContentSearchFilters; after?: VendedCursor | undefined; limit: number }): {
  text: string;
  values: unknown[];
} {
  const p = new SqlParams();
  const sort = SORTS[input.filters.sort];
  const where = vendedFilterSql(input.filters, p);
  if (input.after) where.push(sort.after(input.after, p));
  const text = `
    SELECT c.id, c.title, c.vendor_id, v.name AS vendor_name, c.course_status, dm.name AS delivery_method, at.name AS agenda_type,
           c.version, c.lms_id, coalesce(${personNameSql('cb')}, '') AS created_by_name, ${isoSql('c.updated_at')} AS updated_at,
           page.sort_key
      FROM (SELECT c.tenant_id, c.id, ${sort.keySql} AS sort_key
              FROM courses c
             WHERE ${where.join('\n               AND ')}
             ORDER BY ${sort.order}
             LIMIT ${limitSql(input.limit)}) page
      JOIN courses c ON c.tenant_id = page.tenant_id AND c.id = page.id
      LEFT JOIN vendors v ON v.tenant_id = c.tenant_id AND v.id = c.vendor_id
      LEFT JOIN delivery_methods dm ON dm.tenant_id = c.tenant_id AND dm.id = c.delivery_method_id
      LEFT JOIN agenda_types at ON at.tenant_id = c.tenant_id AND at.id = c.agenda_type_id
      LEFT JOIN persons cb ON cb.tenant_id = c.tenant_id AND cb.id = c.created_by
     ORDER BY ${sort.order}`;
  return { text, values: p.values };
}
