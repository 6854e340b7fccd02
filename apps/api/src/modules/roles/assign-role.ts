import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { requireMayGiveRole, requireNotSelf } from './grant-ceiling.ts';
import { assignablePerson, loadRole, rolesPage } from './role-access.ts';

/**
 * Gives a role to a person (HPT013, and administering the person's type), within the caller's
 * ceiling (ADR 0055): never to themself, never a role carrying a code or page they lack. System
 * roles may be given: their protection is of their name and codes. The person's next request has
 * the rights; the person_roles trigger audits who gave what to whom.
 */
export const assignRole = defineRoute(endpoints.assignRole, {
  summary: 'Give a role to a person (HPT013 and ADM001/ADM002/ADM003 for their type)',
  tags: ['roles and permissions'],
  auth: rolesPage(),
  async handler({ params, body, tx, me, tenant }) {
    const role = await loadRole(tx, params.id);
    requireNotSelf(me(), body.personId);
    await assignablePerson(tx, body.personId, me());
    await requireMayGiveRole(tx, me(), role);
    await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      tenant.id,
      body.personId,
      role.id,
    ]);
    return { message: `${role.role_name} role given` };
  },
});
