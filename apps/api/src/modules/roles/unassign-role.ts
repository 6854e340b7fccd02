import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { requireMayGiveRole, requireNotSelf } from './grant-ceiling.ts';
import { assignablePerson, keepRolesAdministrator, loadRole, rolesPage } from './role-access.ts';

/**
 * Takes a role from a person (HPT013, and administering the person's type), unless nobody would
 * keep HPT013 (ADR 0030). ADR 0055: only a role the caller could give (so an Admin cannot demote
 * an Educe ACC Administrator, nor a lesser administrator the Admins), and never from themself.
 */
export const unassignRole = defineRoute(endpoints.unassignRole, {
  summary: 'Take a role from a person (HPT013 and ADM001/ADM002/ADM003 for their type)',
  tags: ['roles and permissions'],
  auth: rolesPage(),
  async handler({ params, tx, me }) {
    const role = await loadRole(tx, params.id);
    requireNotSelf(me(), params.personId);
    await assignablePerson(tx, params.personId, me());
    await requireMayGiveRole(tx, me(), role);
    await tx.query('DELETE FROM person_roles WHERE person_id = $1 AND role_id = $2', [params.personId, role.id]);
    await keepRolesAdministrator(tx);
    return { message: `${role.role_name} role removed` };
  },
});
