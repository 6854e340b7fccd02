import { csvRow, endpoints, INDEPENDENT_STUDY_EXPORT_COLUMNS } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import type { Cursor } from '../../shared/search-sql.ts';
import { sendCsv } from './send-csv.ts';
import { studyAccess } from './study-access.ts';
import { type StudySearchDbRow, studySearchQuery, toStudyRow } from './study-search-sql.ts';

/** The most rows one export holds; a larger result is cut there (header x-export-truncated: true). */
const MAX_ROWS = 100_000;
/** Rows per query: the export walks the result by keyset, so no statement returns more than this. */
const BATCH = 5_000;

export const exportIndependentStudies = defineRoute(endpoints.exportIndependentStudies, {
  summary: 'Independent study search as CSV: the same filters and sort, no paging, at most 100,000 rows',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ query, tx, reply }) {
    const lines = [csvRow(INDEPENDENT_STUDY_EXPORT_COLUMNS)];
    let after: Cursor | undefined;
    let count = 0;
    let truncated = false;
    for (;;) {
      const want = Math.min(BATCH, MAX_ROWS - count);
      const { text, values } = studySearchQuery(query, after, want + 1);
      const { rows } = await tx.query<StudySearchDbRow>(text, values);
      const batch = rows.slice(0, want);
      for (const r of batch.map(toStudyRow)) {
        lines.push(
          csvRow([
            r.id,
            r.title,
            r.course_status,
            r.request_status,
            r.request_type_name,
            r.program_id,
            r.program_title,
            r.delivery_method,
            r.created_by_name,
            r.updated_at,
          ]),
        );
      }
      count += batch.length;
      const last = batch.at(-1);
      if (rows.length <= want || !last) break;
      if (count >= MAX_ROWS) {
        truncated = true;
        break;
      }
      after = { sort: query.sort, key: last.sort_key, id: last.id };
    }
    return sendCsv(reply, 'independent-studies.csv', lines, { rows: count, truncated });
  },
});
