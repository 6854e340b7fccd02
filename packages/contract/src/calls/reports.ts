import type * as r from '../routes/reports.ts';
import type { ApiCall } from './api-call.ts';

export const createReportRun: ApiCall<typeof r.createReportRun> = { method: 'POST', path: '/reports/runs' };
export const downloadReportCsv: ApiCall<typeof r.downloadReportCsv> = { method: 'GET', path: '/reports/runs/:id/csv' };
export const downloadReportXlsx: ApiCall<typeof r.downloadReportXlsx> = { method: 'GET', path: '/reports/runs/:id/xlsx' };
export const getReportFilterOptions: ApiCall<typeof r.getReportFilterOptions> = { method: 'GET', path: '/reports/filters' };
export const getReportRun: ApiCall<typeof r.getReportRun> = { method: 'GET', path: '/reports/runs/:id' };
