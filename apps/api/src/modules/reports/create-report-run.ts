import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { reportsPage } from './report-access.ts';
import { REPORT_RUN_JOB, REPORT_RUN_KEEP_DAYS, type ReportRunJob } from './report-job.ts';

/** A run of a report with its filters, queued: the job (reports.run) computes it. */
export const createReportRun = defineRoute(endpoints.createReportRun, {
  summary: 'Run a report with filters (computed by a job; poll the run for its progress)',
  tags: ['reports'],
  auth: reportsPage(),
  async handler({ body, tx, tenant, me, now, services }) {
    const expires = new Date(now.getTime() + REPORT_RUN_KEEP_DAYS * 86_400_000);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO report_runs (report, filters, requested_by, requested_at, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [body.report, JSON.stringify(body.filters), me().personId, now, expires],
    );
    const id = (rows[0] as { id: number }).id;
    await services.jobs.sendInTx(tx, REPORT_RUN_JOB, { tenantId: tenant.id, runId: id } satisfies ReportRunJob, {
      singletonKey: `report-run:${tenant.id}:${id}`,
    });
    return { id };
  },
});
