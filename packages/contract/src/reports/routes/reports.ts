/** Reports (/reports; issue 16, ADR 0041): runs computed by a job, read in pages and downloaded. */
import { csvText, fileDownload, route } from '../../platform/index.ts';
import {
  createReportRunBody,
  createReportRunResponse,
  reportFilterOptions,
  reportRun,
  reportRunParams,
  reportRunQuery,
} from '../schemas/reports.ts';

export const getReportFilterOptions = route({ method: 'GET', path: '/reports/filters', response: reportFilterOptions });
export const createReportRun = route({
  method: 'POST',
  path: '/reports/runs',
  body: createReportRunBody,
  response: createReportRunResponse,
  successStatus: 201,
});
export const getReportRun = route({
  method: 'GET',
  path: '/reports/runs/:id',
  params: reportRunParams,
  query: reportRunQuery,
  response: reportRun,
});
export const downloadReportCsv = route({ method: 'GET', path: '/reports/runs/:id/csv', params: reportRunParams, response: csvText });
/** The finished run as an XLSX workbook (one sheet). */
export const downloadReportXlsx = route({ method: 'GET', path: '/reports/runs/:id/xlsx', params: reportRunParams, response: fileDownload });
