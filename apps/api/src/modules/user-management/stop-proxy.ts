import { endpoints, USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { conflict } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { revokeSession } from '../../platform/sessions/sessions.ts';

/**
 * Ends the proxy session it is called with (ADR 0039). Called with the proxy session's own token,
 * so the stop's audit row names both the person acted for and the administrator; the browser
 * then returns to the administrator's own session, which it kept aside.
 */
export const stopProxy = defineRoute(endpoints.stopProxy, {
  summary: 'Stop acting on behalf of someone: ends the proxy session this call is made with',
  tags: ['user management'],
  auth: allow.signedIn(),
  async handler({ tx, me, now }) {
    const session = me();
    if (session.proxyPersonId === null) throw conflict(USER_MANAGEMENT_MESSAGES.notProxy);
    await tx.query('UPDATE proxy_sessions SET stopped_at = $2 WHERE session_id = $1 AND stopped_at IS NULL', [session.id, now]);
    await revokeSession(tx, session.id, now);
    return { message: USER_MANAGEMENT_MESSAGES.proxyStopped };
  },
});
