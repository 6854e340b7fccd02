import { endpoints } from '@cpe/contract';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { mayAdminister, selfOrUserAdministrator } from '../../shared/person-admin.ts';
import { loadAuthUser } from './current-user.ts';

export const getPerson = defineRoute(endpoints.getPerson, {
  summary: 'A user: ids, names, e-mail, username, whether external, account status',
  tags: ['persons'],
  auth: selfOrUserAdministrator((s) => (s.params as { userId?: number })?.userId),
  async handler({ params, tx, me }) {
    const user = await loadAuthUser(tx, params.userId, { access: false });
    // Not found, or an administrator of the other kind of user only: the same 404.
    if (!user || (user.id !== me().personId && !mayAdminister(me(), user.person_type))) throw notFound();
    const { roles: _roles, permissions: _permissions, person_type: _type, ...rest } = user;
    return rest;
  },
});
