import { endpoints, roleHeldMessage } from '@cpe/contract';
import { conflict } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { changeableRole, rolesPage } from './role-access.ts';

/**
 * ADR 0030: a role is deleted only when nobody holds it and no class names it as a contact
 * role, so nobody loses rights as a side effect; its grants go with it.
 */
export const deleteRole = defineRoute(endpoints.deleteRole, {
  summary: 'Delete a non-system role nobody holds (HPT013)',
  tags: ['roles and permissions'],
  auth: rolesPage(),
  async handler({ params, tx, me }) {
    const role = await changeableRole(tx, params.id, me(), 'delete');
    const { rows } = await tx.query<{ holders: number; contacts: number }>(
      `SELECT (SELECT count(*)::int FROM person_roles WHERE role_id = $1) AS holders,
              (SELECT count(*)::int FROM class_contacts WHERE role_id = $1) AS contacts`,
      [role.id],
    );
    const { holders, contacts } = rows[0] as { holders: number; contacts: number };
    if (holders > 0) throw conflict(roleHeldMessage(holders));
    if (contacts > 0)
      throw conflict(`The role names the contacts of ${contacts} class${contacts === 1 ? '' : 'es'}: it cannot be deleted.`);
    await tx.query('DELETE FROM role_permissions WHERE role_id = $1', [role.id]);
    await tx.query('DELETE FROM roles WHERE id = $1', [role.id]);
    return { message: 'Role deleted' };
  },
});
