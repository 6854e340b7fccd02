/**
 * Vended content search SQL, shared by the search page and the CSV export. Each sort reads its
 * partial index of migration 0017 in order and stops after limit + 1 rows:
 *   updated            vended_content_updated_idx (tenant_id, updated_at DESC, id DESC) WHERE kind = 'vended_content'
 *   updated + vendor   vended_content_vendor_idx (tenant_id, vendor_id, updated_at DESC, id DESC) WHERE vendor_id IS NOT NULL
 *   title              vended_content_title_key_idx (tenant_id, title_key, id) WHERE kind = 'vended_content'
 * Everyone the route admits sees every item of the firm (the vended content policy), so there
 * is no visibility clause. The sort orders and keyset conditions are course search's.
 */
import { VENDED_CONTENT_SORTS, type VENDED_CONTENT_STATUSES, type VendedContentSearchFilters } from '@cpe/contract';
import { daysWithinSql, textOrIdSql } from '../../db/search-fragments.ts';
import { containsSql, foldedColumnSql, foldedTextSql, isoSql, personNameSql, SqlParams } from '../../db/sql.ts';
import { COURSE_LOOKUP_JOINS, coursePageSql, decodeCursor, encodeCursor, SORTS } from '../../shared/search-sql.ts';

type Sort = (typeof VENDED_CONTENT_SORTS)[number];

export interface VendedCursor {
  sort: Sort;
  key: string;
  id: number;
}

export function vendedFilterSql(filters: Omit<VendedContentSearchFilters, 'sort'>, p: SqlParams): string[] {
  // Literals, so that the planner matches the partial indexes' predicates.
  const where = ["c.kind = 'vended_content'"];
  const text = filters.search_text?.trim();
  if (text) {
    const needle = foldedTextSql(p, text);
    // The title is matched on its stored lower-cased copy (title_key): no lower() per row.
    where.push(
      textOrIdSql(p, text, 'c.id', [containsSql('c.title_key', needle), `starts_with(${foldedColumnSql('c.lms_id', text)}, ${needle})`]),
    );
  }
  if (filters.vendor_id !== undefined) where.push(`c.vendor_id = ${p.add(filters.vendor_id)}::int`);
  if (filters.status) where.push(`c.course_status = ${p.add(filters.status)}::text`);
  where.push(...daysWithinSql(p, 'c.updated_at', filters.date_from, filters.date_to));
  return where;
}

export function encodeVendedCursor(c: VendedCursor): string {
  return encodeCursor(c);
}

/** The cursor a previous page returned (course search's, in vended content's two sorts), or a 400 naming body.cursor. */
export function decodeVendedCursor(cursor: string, sort: Sort): VendedCursor {
  return decodeCursor(cursor, sort, 'body.cursor', VENDED_CONTENT_SORTS);
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

/** One page, as coursePageSql picks it, with the vendor and the lookups. */
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
      FROM ${coursePageSql(sort, where, input.limit)}
      LEFT JOIN vendors v ON v.tenant_id = c.tenant_id AND v.id = c.vendor_id
      ${COURSE_LOOKUP_JOINS}
     ORDER BY ${sort.order}`;
  return { text, values: p.values };
}
