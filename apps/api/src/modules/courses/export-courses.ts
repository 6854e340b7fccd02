import { COURSE_EXPORT_COLUMNS, type CourseSearchFilters, csvRow, endpoints } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';
import { type CourseSearchDbRow, type Cursor, cursorAfter, searchQuery, type Viewer } from '../../shared/search-sql.ts';

/** The most rows one export holds; a larger result is cut there (header x-export-truncated: true). */
export const COURSE_EXPORT_MAX_ROWS = 100_000;
/** Rows per query: the export walks the result by keyset, so no statement returns more than this. */
const BATCH = 5_000;
const CRLF = '\r\n';

export interface CourseCsv {
  csv: string;
  rows: number;
  truncated: boolean;
}

/**
 * The search result as CSV (RFC 4180 with CRLF): a header row of COURSE_EXPORT_COLUMNS,
 * then one row per course in the search's order. Every cell goes through csvRow: quoted
 * when it holds a comma, quote or line break, and a leading = + - @ tab or CR is
 * neutralized with an apostrophe. Batches follow each other by keyset; on
 * PostgreSQL a GET's statements each see their own snapshot, so a course changed during
 * a large export may move past the cursor (as it would between two pages of the screen).
 */
export async function coursesCsv(
  tx: Queryable,
  filters: CourseSearchFilters,
  viewer: Viewer,
  opts: { batch?: number; maxRows?: number } = {},
): Promise<CourseCsv> {
  const batchSize = opts.batch ?? BATCH;
  const maxRows = opts.maxRows ?? COURSE_EXPORT_MAX_ROWS;
  const lines = [csvRow(COURSE_EXPORT_COLUMNS)];
  let after: Cursor | undefined;
  let rows = 0;
  for (;;) {
    const want = Math.min(batchSize, maxRows - rows);
    // One row more than wanted tells whether anything follows.
    const { text, values } = searchQuery({ filters, viewer, after, limit: want + 1 });
    const result = await tx.query<CourseSearchDbRow>(text, values);
    const batch = result.rows.slice(0, want);
    for (const r of batch) {
      lines.push(
        csvRow([r.id, r.title, r.course_status, r.delivery_method, r.agenda_type, r.version, r.lms_id, r.created_by_name, r.updated_at]),
      );
    }
    rows += batch.length;
    const last = batch.at(-1);
    const more = result.rows.length > batch.length;
    if (!more || !last) return { csv: lines.join(CRLF) + CRLF, rows, truncated: false };
    if (rows >= maxRows) return { csv: lines.join(CRLF) + CRLF, rows, truncated: true };
    after = cursorAfter(last, filters.sort);
  }
}

/** GET /api/course/search/export: the search's filters and sort, without paging, as a CSV download. */
export const exportCourses = defineRoute(endpoints.exportCourses, {
  summary: 'Course search as CSV: the same filters and sort, no paging, at most 100,000 rows',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ query, tx, me, reply }) {
    const { csv, rows, truncated } = await coursesCsv(tx, query, me());
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="courses.csv"')
      .header('cache-control', 'no-store')
      .header('x-export-rows', String(rows));
    if (truncated) reply.header('x-export-truncated', 'true');
    return csv;
  },
});
