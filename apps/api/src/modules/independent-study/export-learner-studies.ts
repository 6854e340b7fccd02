import { csvRow, endpoints, formatCredits, LEARNER_STUDY_EXPORT_COLUMNS } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Cursor } from '../../shared/search-sql.ts';
import { learnerStudyPage } from './learner-search-sql.ts';
import { sendCsv } from './send-csv.ts';

/** Finalized studies a firm offers are few next to its courses; the export still walks them by keyset, 1,000 at a time. */
const BATCH = 1_000;
const MAX_ROWS = 20_000;

export const exportLearnerStudies = defineRoute(endpoints.exportLearnerStudies, {
  summary: "The learner's independent study search as CSV (the same text filter, no paging)",
  tags: ['independent study'],
  auth: allow.signedIn(),
  async handler({ query, tx, me, reply }) {
    const lines = [csvRow(LEARNER_STUDY_EXPORT_COLUMNS)];
    let after: Cursor | undefined;
    let count = 0;
    let truncated = false;
    for (;;) {
      const want = Math.min(BATCH, MAX_ROWS - count);
      const rows = await learnerStudyPage(tx, query, me().personId, after, want + 1);
      const batch = rows.slice(0, want);
      for (const r of batch)
        lines.push(csvRow([r.id, r.title, r.delivery_method, formatCredits(r.credits), r.content_exp_date, r.completed_on]));
      count += batch.length;
      const last = batch.at(-1);
      if (rows.length <= want || !last) break;
      if (count >= MAX_ROWS) {
        truncated = true;
        break;
      }
      after = { sort: 'title', key: last.sort_key, id: last.id };
    }
    return sendCsv(reply, 'my-independent-studies.csv', lines, { rows: count, truncated });
  },
});
