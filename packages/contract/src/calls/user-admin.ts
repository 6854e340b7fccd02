import type * as r from '../routes/user-admin.ts';
import type { ApiCall } from './api-call.ts';

export const addUser: ApiCall<typeof r.addUser> = { method: 'POST', path: '/user-administration/users' };
export const importUsers: ApiCall<typeof r.importUsers> = { method: 'POST', path: '/user-administration/import' };
export const listPendingRegistrations: ApiCall<typeof r.listPendingRegistrations> = { method: 'GET', path: '/user-administration/pending' };
export const resendRegistration: ApiCall<typeof r.resendRegistration> = {
  method: 'POST',
  path: '/user-administration/pending/:personId/resend',
};
