import { calls, MESSAGES, type RoleSummary } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export { errorMessage } from '../../../lib/api-errors.ts';

/** The roles page, the permissions page and a role's holders share one key: a change refreshes all. */
export const ROLES_ADMIN_KEY = ['roles-admin'] as const;

/**
 * GET /roles. 'No roles found' empties the roles and is shown as an error, so an
 * empty list is the same error as the server's 404.
 */
export function useRoles(enabled = true) {
  return useQuery<RoleSummary[]>({
    queryKey: [...ROLES_ADMIN_KEY, 'roles'],
    queryFn: async ({ signal }) => {
      const { allRoles } = await call(calls.listRoles, { signal });
      if (allRoles.length === 0) throw new ApiError(404, { message: MESSAGES.noRolesFound });
      return allRoles;
    },
    enabled,
  });
}

/** GET /permissions: every code, its meaning, the roles that hold it. */
export const usePermissionList = () =>
  useQuery({ queryKey: [...ROLES_ADMIN_KEY, 'permissions'], queryFn: ({ signal }) => call(calls.listPermissions, { signal }) });

/** GET /roles/{id}/people. */
export const useRoleHolders = (roleId: number) =>
  useQuery({
    queryKey: [...ROLES_ADMIN_KEY, 'holders', roleId],
    queryFn: ({ signal }) => call(calls.listRoleHolders, { params: { id: roleId }, signal }),
  });

/** A write of the roles or permissions page: the alert bar says how it went, and every roles list refetches. */
export const useRolesWrite = <V>(write: (variables: V) => Promise<unknown>, success?: string) =>
  useRecordWrite(ROLES_ADMIN_KEY, write, success === undefined ? {} : { success });

/** PUT or DELETE /roles/{id}/permissions/{code}. */
export const setRoleCode = (v: { roleId: number; code: string; granted: boolean }) =>
  call(v.granted ? calls.grantRolePermission : calls.revokeRolePermission, { params: { id: v.roleId, code: v.code } });

/** POST /roles/{id}/people or DELETE /roles/{id}/people/{personId}. */
export const setRoleHolder = (v: { roleId: number; personId: number; holds: boolean }) =>
  v.holds
    ? call(calls.assignRole, { params: { id: v.roleId }, body: { personId: v.personId } })
    : call(calls.unassignRole, { params: { id: v.roleId, personId: v.personId } });
