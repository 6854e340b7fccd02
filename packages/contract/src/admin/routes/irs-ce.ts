/** IRS CE administration (/admin/irs; ADR 0038). */
import { csvText, fileDownload, route } from '../../platform/index.ts';
import {
  irsCoursesResponse,
  irsProgramBody,
  irsProgramParams,
  irsProgramSaved,
  irsProgramsResponse,
  irsReportFileQuery,
  irsReportQuery,
  irsReportResponse,
} from '../schemas/irs-ce.ts';

export const listIrsPrograms = route({ method: 'GET', path: '/admin/irs/programs', response: irsProgramsResponse });
export const listIrsCourses = route({ method: 'GET', path: '/admin/irs/courses', response: irsCoursesResponse });
export const createIrsProgram = route({
  method: 'POST',
  path: '/admin/irs/programs',
  body: irsProgramBody,
  response: irsProgramSaved,
  successStatus: 201,
});
export const updateIrsProgram = route({
  method: 'PUT',
  path: '/admin/irs/programs/:id',
  params: irsProgramParams,
  body: irsProgramBody,
  response: irsProgramSaved,
});
export const getIrsReport = route({ method: 'GET', path: '/admin/irs/report', query: irsReportQuery, response: irsReportResponse });
/** The IRS upload as XLSX or CSV: only the rows that pass the checks. */
export const downloadIrsReport = route({
  method: 'GET',
  path: '/admin/irs/report/file',
  query: irsReportFileQuery,
  response: fileDownload.or(csvText),
});
