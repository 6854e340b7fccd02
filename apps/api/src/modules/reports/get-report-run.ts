import { endpoints, sortRows } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadRun, reportsPage } from './report-access.ts';

/** A run: status and progress while it runs; once done, a page of its rows (sorted by a column) and its chart. */
export const getReportRun = defineRoute(endpoints.getReportRun, {
  summary: 'A report run: status, progress (0–100), and when done a page of rows, sorted by a column, and the chart',
  tags: ['reports'],
  auth: reportsPage(),
  async handler({ params, query, tx, now }) {
    const run = await loadRun(tx, params.id, now);
    const columns = run.columns ?? [];
    let rows = run.rows ?? [];
    if (query.sort !== undefined) {
      const index = columns.findIndex((c) => c.key === query.sort);
      if (index < 0 && run.status === 'done') throw invalid('querystring.sort', 'Not a column of this report');
      if (index >= 0) rows = sortRows(rows, index, query.dir);
    }
    const start = (query.page - 1) * query.page_size;
    return {
      id: run.id,
      report: run.report,
      filters: run.filters,
      status: run.status,
      progress: run.progress,
      error: run.error,
      requested_at: run.requested_at,
      finished_at: run.finished_at,
      expires_at: run.expires_at,
      columns,
      rows: rows.slice(start, start + query.page_size),
      total_rows: rows.length,
      page: query.page,
      page_size: query.page_size,
      chart: run.chart,
    };
  },
});
