import type { ReportKind } from '@cpe/contract';
import { attendanceReport } from './attendance-report.ts';
import { behindReport } from './behind-report.ts';
import { coursesReport } from './courses-report.ts';
import { creditsReport } from './credits-report.ts';
import type { ReportDefinition } from './report-definition.ts';
import { requestsReport } from './requests-report.ts';

/** Every report of /reports by its kind (contract REPORT_KINDS). */
export const REPORTS: Record<ReportKind, ReportDefinition<unknown, unknown>> = {
  credits: creditsReport as ReportDefinition<unknown, unknown>,
  attendance: attendanceReport as ReportDefinition<unknown, unknown>,
  requests: requestsReport as ReportDefinition<unknown, unknown>,
  courses: coursesReport as ReportDefinition<unknown, unknown>,
  behind: behindReport as ReportDefinition<unknown, unknown>,
};
