import type { ReportFilters, ReportKind } from '@cpe/contract';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { AppServices } from '../../platform/services.ts';
import { REPORTS } from './report-registry.ts';

export const REPORT_RUN_JOB = 'reports.run';
export const REPORT_CLEANUP_JOB = 'reports.cleanup';
/** How long a finished run stays to be read and downloaded. */
export const REPORT_RUN_KEEP_DAYS = 3;

export interface ReportRunJob {
  tenantId: number;
  runId: number;
}

/**
 * Computes a queued run: its units, then page by page (progress after each page, each page its
 * own transaction so the screen's poll sees it), then the result in one write. pg-boss delivers
 * at least once: a run already done or failed is left alone, and a run found 'running' again
 * (its process ended) starts over. A report that throws is recorded as failed, not retried.
 */
export function reportRunJob(services: AppServices): JobDefinition<ReportRunJob> {
  const { db } = services;
  return {
    name: REPORT_RUN_JOB,
    retryLimit: 2,
    // A report that was running when its process ended starts over.
    expireInSeconds: 45,
    async handle({ tenantId, runId }, ctx) {
      const run = await db.withTenant({ tenantId }, async (tx) => {
        const { rows } = await tx.query<{ report: ReportKind; filters: ReportFilters; status: string }>(
          'SELECT report, filters, status FROM report_runs WHERE id = $1 FOR UPDATE',
          [runId],
        );
        const found = rows[0];
        if (!found || found.status === 'done' || found.status === 'failed') return null;
        await tx.query("UPDATE report_runs SET status = 'running', progress = 0 WHERE id = $1", [runId]);
        return found;
      });
      if (!run) return;
      const report = REPORTS[run.report];
      const reportCtx = { filters: run.filters, now: services.clock.now() };
      try {
        const units = await db.withTenant({ tenantId }, (tx) => report.units(tx, reportCtx));
        const items: unknown[] = [];
        for (let start = 0; start < units.length; start += report.pageSize) {
          if (ctx?.signal.aborted) throw new Error('stopping');
          const page = units.slice(start, start + report.pageSize);
          const found = await db.withTenant({ tenantId }, (tx) => report.page(tx, reportCtx, page));
          items.push(...found);
          // 99 at most until the result is stored: 100 means the rows can be read.
          const progress = Math.min(99, Math.floor(((start + page.length) / units.length) * 100));
          await db.withTenant({ tenantId }, (tx) => tx.query('UPDATE report_runs SET progress = $2 WHERE id = $1', [runId, progress]));
        }
        const result = report.finish(items, reportCtx);
        await db.withTenant({ tenantId }, (tx) =>
          tx.query(
            `UPDATE report_runs SET status = 'done', progress = 100, columns = $2, rows = $3, chart = $4, finished_at = $5 WHERE id = $1`,
            [runId, JSON.stringify(report.columns), JSON.stringify(result.rows), JSON.stringify(result.chart), services.clock.now()],
          ),
        );
      } catch (error) {
        // Stopping: pg-boss sends the job again and the next process starts the run over.
        if (ctx?.signal.aborted) throw error;
        await db.withTenant({ tenantId }, (tx) =>
          tx.query("UPDATE report_runs SET status = 'failed', error = $2, finished_at = $3 WHERE id = $1", [
            runId,
            'The report could not be computed',
            services.clock.now(),
          ]),
        );
        throw error;
      }
    },
  };
}

/** Hourly: every tenant's expired runs go (their rows can be large). */
export function reportCleanupJob(services: AppServices): JobDefinition<object> {
  return {
    name: REPORT_CLEANUP_JOB,
    expireInSeconds: 45,
    schedule: '41 * * * *',
    async handle() {
      await deleteExpiredRuns(services, services.clock.now());
    },
  };
}

export async function deleteExpiredRuns(services: AppServices, now: Date): Promise<number> {
  const tenants = await services.db.withTenant({ tenantId: null }, (tx) => tx.query<{ id: number }>('SELECT id FROM tenants'));
  let deleted = 0;
  for (const { id } of tenants.rows) {
    const res = await services.db.withTenant({ tenantId: id }, (tx) => tx.query('DELETE FROM report_runs WHERE expires_at < $1', [now]));
    deleted += res.rowCount ?? 0;
  }
  return deleted;
}
