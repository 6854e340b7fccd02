import type * as r from '../routes/irs-ce.ts';
import type { ApiCall } from './api-call.ts';

export const createIrsProgram: ApiCall<typeof r.createIrsProgram> = { method: 'POST', path: '/admin/irs/programs' };
export const downloadIrsReport: ApiCall<typeof r.downloadIrsReport> = { method: 'GET', path: '/admin/irs/report/file' };
export const getIrsReport: ApiCall<typeof r.getIrsReport> = { method: 'GET', path: '/admin/irs/report' };
export const listIrsCourses: ApiCall<typeof r.listIrsCourses> = { method: 'GET', path: '/admin/irs/courses' };
export const listIrsPrograms: ApiCall<typeof r.listIrsPrograms> = { method: 'GET', path: '/admin/irs/programs' };
export const updateIrsProgram: ApiCall<typeof r.updateIrsProgram> = { method: 'PUT', path: '/admin/irs/programs/:id' };
