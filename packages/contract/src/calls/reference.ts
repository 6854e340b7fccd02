import type * as r from '../routes/reference.ts';
import type { ApiCall } from './api-call.ts';

export const dmEngageTypes: ApiCall<typeof r.dmEngageTypes> = { method: 'POST', path: '/ref/dm-engage-types' };
export const getRefsByUser: ApiCall<typeof r.getRefsByUser> = { method: 'GET', path: '/sys-config/get-refs-by-user' };
export const listPermissions: ApiCall<typeof r.listPermissions> = { method: 'GET', path: '/permissions' };
export const listRoles: ApiCall<typeof r.listRoles> = { method: 'GET', path: '/roles' };
export const lookups: ApiCall<typeof r.lookups> = { method: 'GET', path: '/ref/lookups' };
export const tenantHelp: ApiCall<typeof r.tenantHelp> = { method: 'POST', path: '/ref/tenant-help' };
export const tenantObjectRoles: ApiCall<typeof r.tenantObjectRoles> = { method: 'POST', path: '/sys-config/tenant-object-roles' };
