import { type AoaSearchRow, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { aoaAccess } from './aoa-access.ts';
import { aoaSearchQuery, cursorOf, decodeAoaCursor, encodeAoaCursor } from './aoa-search-sql.ts';

/** POST /aoa/search: one page of the caller's affidavits ('mine') or the firm's ('admin', AOA050); pass nextCursor as after. */
export const searchAoas = defineRoute(endpoints.searchAoas, {
  summary: 'Affidavit search: scope mine or admin (AOA050), status, class day range, class, person; keyset paging',
  tags: ['aoa'],
  auth: aoaAccess(),
  search: true,
  async handler({ body, tx, me }) {
    const { after, limit, ...filters } = body;
    const cursor = after === undefined ? undefined : decodeAoaCursor(after);
    // One row more than the page tells whether another page follows.
    const { text, values } = aoaSearchQuery({ filters, viewer: me(), after: cursor, limit: limit + 1 });
    const { rows } = await tx.query<AoaSearchRow>(text, values);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { items: page, nextCursor: rows.length > limit && last ? encodeAoaCursor(cursorOf(last)) : null };
  },
});
