import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { vendedAccess } from './vended-access.ts';
import { decodeVendedCursor, encodeVendedCursor, type VendedSearchDbRow, vendedSearchQuery } from './vended-search-sql.ts';

/** POST /vendedcontent/search: one page, filtered (text, vendor, status, dates) and sorted, keyset paged by `cursor`. */
export const searchVendedContent = defineRoute(endpoints.searchVendedContent, {
  summary: 'Vended content search: text, vendor, status and date filters, sort, keyset paging (pass nextCursor as cursor)',
  tags: ['vended content'],
  auth: vendedAccess(),
  search: true,
  async handler({ body, tx }) {
    const { cursor, limit, ...filters } = body;
    const after = cursor ? decodeVendedCursor(cursor, filters.sort) : undefined;
    // One row more than the page tells whether another page follows.
    const { text, values } = vendedSearchQuery({ filters, after, limit: limit + 1 });
    const { rows } = await tx.query<VendedSearchDbRow>(text, values);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeVendedCursor({ sort: filters.sort, key: last.sort_key, id: last.id }) : null;
    return { items: page.map(({ sort_key: _k, ...row }) => row), nextCursor };
  },
});
