import { CLASS_EXPORT_COLUMNS, type ClassListRow, csvRow, endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { type ClassCursor, classSearchQuery, cursorOf } from './class-search-sql.ts';

const EXPORT_MAX_ROWS = 100_000;

const BATCH = 5_000;

/** GET /api/class/search/export: the same filters, no paging, as CSV (formula cells neutralized by csvRow). */
export const exportClasses = defineRoute(endpoints.exportClasses, {
  summary: 'Class search as CSV: the same filters, no paging, at most 100,000 rows',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ query, tx, me, reply }) {
    const lines = [csvRow(CLASS_EXPORT_COLUMNS)];
    let after: ClassCursor | undefined;
    let count = 0;
    let truncated = false;
    for (;;) {
      const want = Math.min(BATCH, EXPORT_MAX_ROWS - count);
      const { text, values } = classSearchQuery({ filters: query, viewer: me(), after, limit: want + 1 });
      const { rows } = await tx.query<ClassListRow>(text, values);
      const batch = rows.slice(0, want);
      for (const r of batch)
        lines.push(
          csvRow([
            r.id,
            r.class_title,
            r.status,
            r.course_title,
            r.start_date,
            r.end_date,
            r.timezone,
            r.lms_id,
            r.alternate_id,
            r.roster_count,
          ]),
        );
      count += batch.length;
      const last = batch.at(-1);
      if (rows.length <= batch.length || !last) break;
      if (count >= EXPORT_MAX_ROWS) {
        truncated = true;
        break;
      }
      after = cursorOf(last);
    }
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="classes.csv"')
      .header('cache-control', 'no-store')
      .header('x-export-rows', String(count));
    if (truncated) reply.header('x-export-truncated', 'true');
    return `${lines.join('\r\n')}\r\n`;
  },
});
