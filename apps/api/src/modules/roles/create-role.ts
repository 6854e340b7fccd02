import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { rolesPage, uniqueRoleName } from './role-access.ts';

/** A new non-system role of the firm, with no codes yet (HPT013). */
export const createRole = defineRoute(endpoints.createRole, {
  summary: 'Create a role (HPT013); its name is unique within the firm',
  tags: ['roles and permissions'],
  auth: rolesPage(),
  async handler({ body, tx, tenant }) {
    const name = await uniqueRoleName(tx, body.role_name);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO roles (tenant_id, role_name, is_system_role) VALUES ($1, $2, false) RETURNING id',
      [tenant.id, name],
    );
    return { id: (rows[0] as { id: number }).id, message: 'Role created' };
  },
});
