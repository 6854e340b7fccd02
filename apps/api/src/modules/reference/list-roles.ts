import { endpoints, MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

export const listRoles = defineRoute(endpoints.listRoles, {
  summary: 'All roles of the tenant with their codes and how many hold each (roles page)',
  tags: ['roles and permissions'],
  auth: allow.anyOf('HPT013', 'HPT014', 'HPT023'),
  async handler({ tx }) {
    const { rows } = await tx.query<{
      id: number;
      role_name: string;
      is_system_role: boolean;
      permissions: string[];
      holder_count: number;
    }>(
      `SELECT r.id, r.role_name, r.is_system_role,
              coalesce((SELECT array_agg(rp.permission_code ORDER BY rp.permission_code) FROM role_permissions rp
                         WHERE rp.tenant_id = r.tenant_id AND rp.role_id = r.id), '{}') AS permissions,
              (SELECT count(*)::int FROM person_roles pr WHERE pr.tenant_id = r.tenant_id AND pr.role_id = r.id) AS holder_count
         FROM roles r ORDER BY r.is_system_role DESC, r.id`,
    );
    // 'No roles found' empties the roles and is shown as an error.
    if (rows.length === 0) throw notFound(MESSAGES.noRolesFound);
    return { allRoles: rows };
  },
});
