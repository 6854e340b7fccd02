import type * as r from '../routes/user-administration.ts';
import type { ApiCall } from './api-call.ts';

export const exportUsers: ApiCall<typeof r.exportUsers> = { method: 'GET', path: '/user-administration/export' };
export const searchUsers: ApiCall<typeof r.searchUsers> = { method: 'POST', path: '/user-administration/search' };
