import type { JobDefinition } from '../../jobs/queue.ts';
import type { RouteSpec } from '../../platform/route.ts';
import type { AppServices } from '../../platform/services.ts';
import { createReportRun } from './create-report-run.ts';
import { downloadReportCsv, downloadReportXlsx } from './download-report.ts';
import { getReportFilterOptions } from './get-report-filter-options.ts';
import { getReportRun } from './get-report-run.ts';
import { reportCleanupJob, reportRunJob } from './report-job.ts';

/** Reports (/reports; issue 16, ADR 0041). */
export const reportRoutes: RouteSpec[] = [getReportFilterOptions, createReportRun, getReportRun, downloadReportCsv, downloadReportXlsx];

/** The run job and the hourly clean-up of expired runs. */
export const reportJobs = (services: AppServices) => [reportRunJob(services), reportCleanupJob(services)] as JobDefinition<object>[];
