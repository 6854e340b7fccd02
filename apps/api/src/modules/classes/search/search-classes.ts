import { type ClassListRow, endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { classSearchQuery, cursorOf, decodeClassCursor, encodeClassCursor } from './class-search-sql.ts';

/** GET /api/class/search: one page of the classes the caller may see, newest start first; pass nextCursor as after. */
export const searchClasses = defineRoute(endpoints.searchClasses, {
  summary: 'Class search: text, status, class days (range or one date), person, course; keyset paging (pass nextCursor as after)',
  tags: ['classes'],
  auth: classAccess(),
  search: true,
  async handler({ query, tx, me }) {
    const { after, limit, ...filters } = query;
    const cursor = after === undefined ? undefined : decodeClassCursor(after);
    // One row more than the page tells whether another page follows.
    const { text, values } = classSearchQuery({ filters, viewer: me(), after: cursor, limit: limit + 1 });
    const { rows } = await tx.query<ClassListRow>(text, values);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { items: page, nextCursor: rows.length > limit && last ? encodeClassCursor(cursorOf(last)) : null };
  },
});
