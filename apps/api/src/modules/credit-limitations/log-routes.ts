import { CREDIT_LIMITATION_LOG_COLUMNS, csvRow, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { readLogPage } from './log-sql.ts';
import { errorLogPage } from './rule-store.ts';

/** The most rows one export holds; the header x-export-truncated says when it stopped there. */
const MAX_EXPORT_ROWS = 50_000;
const BATCH = 2_000;
const CRLF = '\r\n';

export const searchCreditLimitationLog = defineRoute(endpoints.searchCreditLimitationLog, {
  summary: 'The credit limitation error log: each cut a rule made to a learner’s credits, newest first',
  tags: ['credit limitations'],
  auth: errorLogPage(),
  search: true,
  async handler({ query, tx }) {
    const { limit, after, ...filters } = query;
    return readLogPage(tx, filters, limit, after);
  },
});

export const exportCreditLimitationLog = defineRoute(endpoints.exportCreditLimitationLog, {
  summary: 'The error log search as CSV (formula-safe cells), at most 50,000 rows',
  tags: ['credit limitations'],
  auth: errorLogPage(),
  async handler({ query, tx, reply }) {
    const { limit: _limit, after: _after, ...filters } = query;
    const lines = [csvRow(CREDIT_LIMITATION_LOG_COLUMNS)];
    let cursor: string | undefined;
    let rows = 0;
    let truncated = false;
    for (;;) {
      const page = await readLogPage(tx, filters, Math.min(BATCH, MAX_EXPORT_ROWS - rows), cursor);
      for (const r of page.rows) lines.push(csvRow([r.cut_at, r.learner, r.class_title, r.rule, r.amount]));
      rows += page.rows.length;
      if (!page.next) break;
      if (rows >= MAX_EXPORT_ROWS) {
        truncated = true;
        break;
      }
      cursor = page.next;
    }
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="credit-limitation-log.csv"')
      .header('x-export-rows', String(rows));
    if (truncated) reply.header('x-export-truncated', 'true');
    return lines.join(CRLF) + CRLF;
  },
});
