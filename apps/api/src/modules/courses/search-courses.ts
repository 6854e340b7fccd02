import { type CourseSearchRow, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';
import { type CourseSearchDbRow, cursorAfter, decodeCursor, encodeCursor, searchQuery } from '../../shared/search-sql.ts';

/**
 * GET /api/course/search: one page of the courses the caller may see, filtered and
 * sorted, with keyset paging. `after` is the previous page's nextCursor; nextCursor is
 * null on the last page.
 */
export const searchCourses = defineRoute(endpoints.searchCourses, {
  summary: 'Course search: filters, sort, and keyset paging (pass nextCursor as after)',
  tags: ['courses'],
  auth: courseAccess(),
  search: true,
  async handler({ query, tx, me }) {
    const { after, limit, ...filters } = query;
    const cursor = after === undefined ? undefined : decodeCursor(after, filters.sort);
    // One row more than the page tells whether another page follows.
    const { text, values } = searchQuery({ filters, viewer: me(), after: cursor, limit: limit + 1 });
    const { rows } = await tx.query<CourseSearchDbRow>(text, values);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor(cursorAfter(last, filters.sort)) : null;
    return { items: page.map(toSearchRow), nextCursor };
  },
});

export function toSearchRow({ sort_key: _key, ...row }: CourseSearchDbRow): CourseSearchRow {
  return row;
}
