import { endpoints, PERMISSIONS } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

export const listPermissions = defineRoute(endpoints.listPermissions, {
  summary: 'Every permission code, its meaning and the roles that hold it (permissions page)',
  tags: ['roles and permissions'],
  auth: allow.anyOf('HPT014'),
  async handler({ tx }) {
    const { rows } = await tx.query<{ code: string; roles: string[]; role_ids: number[] }>(
      `SELECT p.code, coalesce(array_agg(r.role_name ORDER BY r.id) FILTER (WHERE r.id IS NOT NULL), '{}') AS roles,
              coalesce(array_agg(r.id ORDER BY r.id) FILTER (WHERE r.id IS NOT NULL), '{}') AS role_ids
         FROM permissions p
         LEFT JOIN role_permissions rp ON rp.permission_code = p.code
         LEFT JOIN roles r ON r.tenant_id = rp.tenant_id AND r.id = rp.role_id
        GROUP BY p.code ORDER BY p.code`,
    );
    return rows.map((r) => ({
      code: r.code,
      meaning: PERMISSIONS[r.code as keyof typeof PERMISSIONS] ?? '',
      roles: r.roles,
      role_ids: r.role_ids,
    }));
  },
});
