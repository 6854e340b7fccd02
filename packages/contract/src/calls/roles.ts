import type * as r from '../routes/roles.ts';
import type { ApiCall } from './api-call.ts';

export const assignRole: ApiCall<typeof r.assignRole> = { method: 'POST', path: '/roles/:id/people' };
export const createRole: ApiCall<typeof r.createRole> = { method: 'POST', path: '/roles' };
export const deleteRole: ApiCall<typeof r.deleteRole> = { method: 'DELETE', path: '/roles/:id' };
export const grantRolePermission: ApiCall<typeof r.grantRolePermission> = { method: 'PUT', path: '/roles/:id/permissions/:code' };
export const listRoleHolders: ApiCall<typeof r.listRoleHolders> = { method: 'GET', path: '/roles/:id/people' };
export const renameRole: ApiCall<typeof r.renameRole> = { method: 'PUT', path: '/roles/:id' };
export const revokeRolePermission: ApiCall<typeof r.revokeRolePermission> = { method: 'DELETE', path: '/roles/:id/permissions/:code' };
export const unassignRole: ApiCall<typeof r.unassignRole> = { method: 'DELETE', path: '/roles/:id/people/:personId' };
