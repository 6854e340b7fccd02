import { endpoints, MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

export const listRoles = defineRoute(endpoints.listRoles, {
  summary: 'All roles of the tenant (roles page)',
  tags: ['roles and permissions'],
  auth: allow.anyOf('HPT013', 'HPT014', 'HPT023'),
  async handler({ tx }) {
    const { rows } = await tx.query<{ id: number; role_name: string; is_system_role: boolean }>(
      'SELECT id, role_name, is_system_role FROM roles ORDER BY is_system_role DESC, id',
    );
    if (rows.length === 0) throw notFound(MESSAGES.noRolesFound);
    return { allRoles: rows };
  },
});
