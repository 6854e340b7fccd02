import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { revokeSession } from '../../platform/sessions/sessions.ts';

export const logout = defineRoute(endpoints.logout, {
  summary: 'Sign out: the session is revoked',
  tags: ['auth'],
  auth: allow.signedIn(),
  async handler({ tx, me, now }) {
    await revokeSession(tx, me().id, now);
    return { message: 'Signed out' };
  },
});
