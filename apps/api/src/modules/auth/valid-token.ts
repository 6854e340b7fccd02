import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { rotateToken, sessionTimeBody } from '../../platform/sessions/sessions.ts';

/** Token refresh rule: called every 45 minutes; 200 returns a fresh token, anything else logs the user out. */
export const validToken = defineRoute(endpoints.validToken, {
  summary: 'Check the session and get a fresh token',
  tags: ['auth'],
  auth: allow.signedIn(),
  async handler({ tx, me, now }) {
    const session = me();
    const token = await rotateToken(tx, session.id, now);
    return {
      token,
      session: sessionTimeBody(session.loginTime, session),
    };
  },
});
