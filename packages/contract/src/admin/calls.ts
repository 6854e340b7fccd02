// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as checklistSettingsRoutes from './routes/checklist-settings.ts';
import type * as healthCheckRoutes from './routes/health-check.ts';
import type * as irsCeRoutes from './routes/irs-ce.ts';
import type * as nasbaSetsRoutes from './routes/nasba-sets.ts';

export const createIrsProgram: ApiCall<typeof irsCeRoutes.createIrsProgram> = { method: 'POST', path: '/admin/irs/programs' };
export const createNasbaSet: ApiCall<typeof nasbaSetsRoutes.createNasbaSet> = { method: 'POST', path: '/accadmin/nasba-sets' };
export const downloadIrsReport: ApiCall<typeof irsCeRoutes.downloadIrsReport> = { method: 'GET', path: '/admin/irs/report/file' };
export const getHealthCheck: ApiCall<typeof healthCheckRoutes.getHealthCheck> = { method: 'GET', path: '/admin/health' };
export const getIrsReport: ApiCall<typeof irsCeRoutes.getIrsReport> = { method: 'GET', path: '/admin/irs/report' };
export const getNasbaSet: ApiCall<typeof nasbaSetsRoutes.getNasbaSet> = { method: 'GET', path: '/accadmin/nasba-sets/:id' };
export const listChecklistSettings: ApiCall<typeof checklistSettingsRoutes.listChecklistSettings> = {
  method: 'GET',
  path: '/admin/validation',
};
export const listIrsCourses: ApiCall<typeof irsCeRoutes.listIrsCourses> = { method: 'GET', path: '/admin/irs/courses' };
export const listIrsPrograms: ApiCall<typeof irsCeRoutes.listIrsPrograms> = { method: 'GET', path: '/admin/irs/programs' };
export const listNasbaSets: ApiCall<typeof nasbaSetsRoutes.listNasbaSets> = { method: 'GET', path: '/accadmin/nasba-sets' };
export const publishNasbaVersion: ApiCall<typeof nasbaSetsRoutes.publishNasbaVersion> = {
  method: 'POST',
  path: '/accadmin/nasba-sets/:id/versions',
};
export const setChecklistSetting: ApiCall<typeof checklistSettingsRoutes.setChecklistSetting> = {
  method: 'PUT',
  path: '/admin/validation',
};
export const updateIrsProgram: ApiCall<typeof irsCeRoutes.updateIrsProgram> = { method: 'PUT', path: '/admin/irs/programs/:id' };
export const updateNasbaSet: ApiCall<typeof nasbaSetsRoutes.updateNasbaSet> = { method: 'PUT', path: '/accadmin/nasba-sets/:id' };
