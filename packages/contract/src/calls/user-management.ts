import type * as r from '../routes/user-management.ts';
import type { ApiCall } from './api-call.ts';

export const getUserManagement: ApiCall<typeof r.getUserManagement> = { method: 'GET', path: '/admin/usermanagement' };
export const listProxySessions: ApiCall<typeof r.listProxySessions> = { method: 'GET', path: '/admin/proxy/sessions' };
export const registrationStatus: ApiCall<typeof r.registrationStatus> = { method: 'GET', path: '/external-user/registration' };
export const saveUserManagement: ApiCall<typeof r.saveUserManagement> = { method: 'PUT', path: '/admin/usermanagement' };
export const startProxy: ApiCall<typeof r.startProxy> = { method: 'POST', path: '/admin/proxy' };
export const stopProxy: ApiCall<typeof r.stopProxy> = { method: 'POST', path: '/admin/proxy/stop' };
