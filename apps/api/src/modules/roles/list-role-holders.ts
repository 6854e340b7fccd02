import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { loadRole, rolesPage } from './role-access.ts';

/** The people who hold a role, by last and first name (HPT013). */
export const listRoleHolders = defineRoute(endpoints.listRoleHolders, {
  summary: 'The people who hold a role (HPT013)',
  tags: ['roles and permissions'],
  auth: rolesPage(),
  async handler({ params, tx }) {
    const role = await loadRole(tx, params.id);
    const { rows } = await tx.query(
      `SELECT p.id AS person_id, p.name_primary_first AS first_name, p.name_primary_last AS last_name, p.person_type,
              (SELECT e.email_address FROM person_emails e WHERE e.person_id = p.id ORDER BY e.is_primary DESC, e.id LIMIT 1) AS email_address
         FROM person_roles pr JOIN persons p ON p.tenant_id = pr.tenant_id AND p.id = pr.person_id
        WHERE pr.role_id = $1
        ORDER BY lower(p.name_primary_last), lower(p.name_primary_first), p.id`,
      [role.id],
    );
    return rows as never;
  },
});
