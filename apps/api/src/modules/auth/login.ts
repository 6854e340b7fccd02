import { endpoints, MESSAGES } from '@cpe/contract';
import { setActingPerson } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { AppError } from '../../platform/errors.ts';
import { AUTH_RATE_LIMIT } from '../../platform/rate-limit.ts';
import { defineRoute, FailAfterCommit } from '../../platform/route.ts';
import { createSession, sessionTimeBody } from '../../platform/sessions/sessions.ts';
import { loadTenantSettings, sessionTimes } from '../../platform/tenant-settings.ts';
import { loadAuthUser } from '../persons/index.ts';
import { assertNotLockedOut, clearFailures, recordFailure, throttleKey } from './login-throttle.ts';
import { accountByName, authProviderFor } from './providers.ts';

export const login = defineRoute(endpoints.login, {
  summary: 'Sign in with username (or, for external users, e-mail) and password',
  tags: ['auth'],
  auth: allow.anyone(),
  rateLimit: AUTH_RATE_LIMIT,
  async handler({ body, tx, tenant, now, req }) {
    // Failures count per account (username and e-mail alike) and source address (ADR 0012).
    const account = await accountByName(tx, body.username);
    const key = throttleKey(account?.id ?? null, body.username, req.ip);
    await assertNotLockedOut(tx, key, now);
    const { authProvider } = await loadTenantSettings(tx, ['authProvider']);
    const personId = await authProviderFor(authProvider).verifyCredentials(tx, body.username, body.password);
    if (personId === null) {
      // The failure is recorded and committed; the answer is a plain 401.
      await recordFailure(tx, tenant.id, key, now);
      return new FailAfterCommit(new AppError(401, 'UNAUTHENTICATED', MESSAGES.invalidCredentials));
    }
    await setActingPerson(tx, personId);
    await clearFailures(tx, key);
    const times = await sessionTimes(tx);
    const { token, loginTime } = await createSession(tx, tenant.id, personId, times, now);
    const user = await loadAuthUser(tx, personId);
    if (!user) throw new Error('signed-in person vanished');
    return {
      token,
      user,
      session: sessionTimeBody(loginTime, times),
      personAccountStatus: null,
    };
  },
});
