import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { requireMayGrantCode } from './grant-ceiling.ts';
import { changeableRole, keepRolesAdministrator, requireCode, roleCodesEditor } from './role-access.ts';

/** Takes a permission code from a non-system role (HPT013 or HPT014), unless nobody would keep HPT013; only a code the caller holds (ADR 0055). */
export const revokeRolePermission = defineRoute(endpoints.revokeRolePermission, {
  summary: 'Revoke a permission code from a non-system role (HPT013 or HPT014)',
  tags: ['roles and permissions'],
  auth: roleCodesEditor(),
  async handler({ params, tx, me }) {
    const role = await changeableRole(tx, params.id, me(), 'codes');
    await requireCode(tx, params.code);
    requireMayGrantCode(me(), params.code);
    await tx.query('DELETE FROM role_permissions WHERE role_id = $1 AND permission_code = $2', [role.id, params.code]);
    await keepRolesAdministrator(tx);
    return { message: `${params.code} revoked from ${role.role_name}` };
  },
});
