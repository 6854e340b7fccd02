// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as referenceRoutes from './routes/reference.ts';

export const dmEngageTypes: ApiCall<typeof referenceRoutes.dmEngageTypes> = { method: 'POST', path: '/ref/dm-engage-types' };
export const getRefsByUser: ApiCall<typeof referenceRoutes.getRefsByUser> = { method: 'GET', path: '/sys-config/get-refs-by-user' };
export const listPermissions: ApiCall<typeof referenceRoutes.listPermissions> = { method: 'GET', path: '/permissions' };
export const listRoles: ApiCall<typeof referenceRoutes.listRoles> = { method: 'GET', path: '/roles' };
export const lookups: ApiCall<typeof referenceRoutes.lookups> = { method: 'GET', path: '/ref/lookups' };
export const tenantHelp: ApiCall<typeof referenceRoutes.tenantHelp> = { method: 'POST', path: '/ref/tenant-help' };
export const tenantObjectRoles: ApiCall<typeof referenceRoutes.tenantObjectRoles> = {
  method: 'POST',
  path: '/sys-config/tenant-object-roles',
};
