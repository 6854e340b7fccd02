import type { TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the report routes for route-contract.test.ts: the /reports page's roles
 * (ADMIN_PAGE_ROLES.reports), so a Learner is refused. Until prepareReportIds runs, the id names nothing.
 */
const NONE = 2_147_483_005;
export const reportIds = { run: NONE };

const page = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });

export const REPORT_SAMPLES: RouteSamples = {
  getReportFilterOptions: page(() => ({ path: '/api/reports/filters' })),
  createReportRun: answering(
    201,
    page(() => ({ path: '/api/reports/runs', body: { report: 'courses', filters: { status: 'Draft' } } })),
  ),
  getReportRun: page(() => ({ path: `/api/reports/runs/${reportIds.run}` })),
  downloadReportCsv: page(() => ({ path: `/api/reports/runs/${reportIds.run}/csv` })),
  downloadReportXlsx: page(() => ({ path: `/api/reports/runs/${reportIds.run}/xlsx` })),
};

/** Every report route naming a run, for the other-tenant checks. */
export const reportRunPaths = (id: number) => [`/api/reports/runs/${id}`, `/api/reports/runs/${id}/csv`, `/api/reports/runs/${id}/xlsx`];

/**
 * A finished run of the demo tenant (route-contract.test.ts's beforeAll), written as the job
 * writes it: the beforeAll does not wait for the job queue (reports.test.ts covers the job).
 */
export async function prepareReportIds(server: TestServer): Promise<void> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>(
      `INSERT INTO report_runs (tenant_id, report, filters, status, progress, columns, rows, chart, requested_by, requested_at, finished_at, expires_at)
       SELECT t.id, 'courses', '{}', 'done', 100, $1, $2, NULL, p.id, now(), now(), now() + interval '3 days'
         FROM tenants t JOIN persons p ON p.tenant_id = t.id AND p.username = 'admin' WHERE t.subdomain = 'demo' RETURNING id`,
      [JSON.stringify([{ key: 'status', label: 'Status', type: 'text' }]), JSON.stringify([['Draft']])],
    ),
  );
  reportIds.run = (rows[0] as { id: number }).id;
}
