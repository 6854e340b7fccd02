// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as reportsRoutes from './routes/reports.ts';

export const createReportRun: ApiCall<typeof reportsRoutes.createReportRun> = { method: 'POST', path: '/reports/runs' };
export const downloadReportCsv: ApiCall<typeof reportsRoutes.downloadReportCsv> = { method: 'GET', path: '/reports/runs/:id/csv' };
export const downloadReportXlsx: ApiCall<typeof reportsRoutes.downloadReportXlsx> = { method: 'GET', path: '/reports/runs/:id/xlsx' };
export const getReportFilterOptions: ApiCall<typeof reportsRoutes.getReportFilterOptions> = { method: 'GET', path: '/reports/filters' };
export const getReportRun: ApiCall<typeof reportsRoutes.getReportRun> = { method: 'GET', path: '/reports/runs/:id' };
