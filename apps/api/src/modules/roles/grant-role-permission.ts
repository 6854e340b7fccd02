import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { requireMayGrantCode } from './grant-ceiling.ts';
import { changeableRole, requireCode, roleCodesEditor } from './role-access.ts';

/**
 * Grants a permission code to a non-system role (HPT013 or HPT014); granting one it has is a
 * no-op. ADR 0055: only a code the caller holds, so a role's holders never gain what the caller lacks.
 */
export const grantRolePermission = defineRoute(endpoints.grantRolePermission, {
  summary: 'Grant a permission code to a non-system role (HPT013 or HPT014)',
  tags: ['roles and permissions'],
  auth: roleCodesEditor(),
  async handler({ params, tx, me, tenant }) {
    const role = await changeableRole(tx, params.id, me(), 'codes');
    await requireCode(tx, params.code);
    requireMayGrantCode(me(), params.code);
    await tx.query('INSERT INTO role_permissions (tenant_id, role_id, permission_code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      tenant.id,
      role.id,
      params.code,
    ]);
    return { message: `${params.code} granted to ${role.role_name}` };
  },
});
