import type * as r from '../routes/nasba-sets.ts';
import type { ApiCall } from './api-call.ts';

export const createNasbaSet: ApiCall<typeof r.createNasbaSet> = { method: 'POST', path: '/accadmin/nasba-sets' };
export const getNasbaSet: ApiCall<typeof r.getNasbaSet> = { method: 'GET', path: '/accadmin/nasba-sets/:id' };
export const listNasbaSets: ApiCall<typeof r.listNasbaSets> = { method: 'GET', path: '/accadmin/nasba-sets' };
export const publishNasbaVersion: ApiCall<typeof r.publishNasbaVersion> = { method: 'POST', path: '/accadmin/nasba-sets/:id/versions' };
export const updateNasbaSet: ApiCall<typeof r.updateNasbaSet> = { method: 'PUT', path: '/accadmin/nasba-sets/:id' };
