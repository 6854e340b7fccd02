import { ADMIN_PAGE_ROLES, type ReportChart, type ReportColumn, type ReportFilters, type ReportKind, type ReportRow } from '@cpe/contract';
import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { conflict, notFound } from '../../platform/errors.ts';

/** The /reports page's roles (contract ADMIN_PAGE_ROLES): every report route. */
export const reportsPage = () => allow.roles(...ADMIN_PAGE_ROLES.reports);

export interface StoredRun {
  id: number;
  report: ReportKind;
  filters: ReportFilters;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string | null;
  requested_at: string;
  finished_at: string | null;
  expires_at: string;
  columns: ReportColumn[] | null;
  rows: ReportRow[] | null;
  chart: ReportChart | null;
}

/** A run of the caller's tenant (row-level security), not yet expired; 404 otherwise. */
export async function loadRun(tx: Queryable, id: number, now: Date): Promise<StoredRun> {
  const { rows } = await tx.query<StoredRun>(
    `SELECT id, report, filters, status, progress, error, ${isoSql('requested_at')} AS requested_at,
            ${isoSql('finished_at')} AS finished_at, ${isoSql('expires_at')} AS expires_at, columns, rows, chart
       FROM report_runs WHERE id = $1 AND expires_at >= $2`,
    [id, now],
  );
  const run = rows[0];
  if (!run) throw notFound('Report run not found');
  return run;
}

/** A finished run, for the downloads: 409 while it is still running. */
export function finishedRows(run: StoredRun): { columns: ReportColumn[]; rows: ReportRow[] } {
  if (run.status !== 'done' || !run.columns || !run.rows) throw conflict('The report is not finished yet');
  return { columns: run.columns, rows: run.rows };
}
