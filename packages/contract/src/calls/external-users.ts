import type * as r from '../routes/external-users.ts';
import type { ApiCall } from './api-call.ts';

export const register: ApiCall<typeof r.register> = { method: 'POST', path: '/external-user/register' };
export const updatePassword: ApiCall<typeof r.updatePassword> = { method: 'PUT', path: '/external-user/update-password' };
export const updateUser: ApiCall<typeof r.updateUser> = { method: 'PUT', path: '/external-user/update/:personId' };
