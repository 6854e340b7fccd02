import { csvRow, endpoints, LOCAL_LEARNING_EXPORT_COLUMNS } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import type { Cursor } from '../../shared/search-sql.ts';
import { localLearningAccess } from './ll-access.ts';
import { type LocalLearningDbRow, localLearningSearchQuery } from './ll-search-sql.ts';

/** The most rows one export holds; a larger result is cut there (header x-export-truncated: true). */
const MAX_ROWS = 100_000;
/** Rows per query: the export walks the result by keyset. */
const BATCH = 5_000;
const CRLF = '\r\n';

/**
 * GET /api/locallearning/export: the search's filters and sort, without paging, as CSV
 * (RFC 4180 with CRLF). Every cell goes through the contract's csvRow, which quotes and
 * neutralizes a leading = + - @ tab or CR with an apostrophe.
 */
export const exportLocalLearning = defineRoute(endpoints.exportLocalLearning, {
  summary: 'Local learning search as CSV: the same filters and sort, no paging, at most 100,000 rows',
  tags: ['local learning'],
  auth: localLearningAccess(),
  async handler({ query, tx, me, reply }) {
    const lines = [csvRow(LOCAL_LEARNING_EXPORT_COLUMNS)];
    let after: Cursor | undefined;
    let count = 0;
    let truncated = false;
    for (;;) {
      const want = Math.min(BATCH, MAX_ROWS - count);
      const { text, values } = localLearningSearchQuery({ filters: query, viewer: me(), after, limit: want + 1 });
      const { rows } = await tx.query<LocalLearningDbRow>(text, values);
      const batch = rows.slice(0, want);
      for (const r of batch) {
        lines.push(
          csvRow([
            r.id,
            r.title,
            r.course_status,
            r.delivery_method,
            r.agenda_type,
            r.submitted_by,
            r.submitted_on,
            r.start_date,
            r.class_id,
            r.updated_at,
          ]),
        );
      }
      count += batch.length;
      const last = batch.at(-1);
      if (rows.length <= batch.length || !last) break;
      if (count >= MAX_ROWS) {
        truncated = true;
        break;
      }
      after = { sort: query.sort, key: last.sort_key, id: last.id };
    }
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="local-learning.csv"')
      .header('x-export-rows', String(count));
    if (truncated) reply.header('x-export-truncated', 'true');
    return lines.join(CRLF) + CRLF;
  },
});
