import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { changeableRole, rolesPage, uniqueRoleName } from './role-access.ts';

/** A non-system role's new name (HPT013); system roles keep theirs. */
export const renameRole = defineRoute(endpoints.renameRole, {
  summary: 'Rename a non-system role (HPT013)',
  tags: ['roles and permissions'],
  auth: rolesPage(),
  async handler({ params, body, tx, me }) {
    const role = await changeableRole(tx, params.id, me(), 'rename');
    const name = await uniqueRoleName(tx, body.role_name, role.id);
    await tx.query('UPDATE roles SET role_name = $2 WHERE id = $1', [role.id, name]);
    return { message: 'Role renamed' };
  },
});
