import type { RouteSpec } from '../../platform/route.ts';
import { assignRole } from './assign-role.ts';
import { createRole } from './create-role.ts';
import { deleteRole } from './delete-role.ts';
import { grantRolePermission } from './grant-role-permission.ts';
import { listRoleHolders } from './list-role-holders.ts';
import { renameRole } from './rename-role.ts';
import { revokeRolePermission } from './revoke-role-permission.ts';
import { unassignRole } from './unassign-role.ts';

/** Role administration (/roles and /permissions, ADR 0030). The lists are reference routes. */
export const roleRoutes: RouteSpec[] = [
  createRole,
  renameRole,
  deleteRole,
  grantRolePermission,
  revokeRolePermission,
  listRoleHolders,
  assignRole,
  unassignRole,
];
