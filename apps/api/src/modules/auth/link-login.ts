import { endpoints, FORGOT_PASSWORD_STATUS, MESSAGES } from '@cpe/contract';
import { setActingPerson } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { AppError } from '../../platform/errors.ts';
import { AUTH_RATE_LIMIT } from '../../platform/rate-limit.ts';
import { defineRoute } from '../../platform/route.ts';
import { createSession, sessionTimeBody } from '../../platform/sessions/sessions.ts';
import { sessionTimes } from '../../platform/tenant-settings.ts';
import { loadAuthUser } from '../persons/index.ts';
import { consumeAccountLink } from './account-links.ts';

/**
 * Exchanges a registration or reset link for a session in which the password may
 * be set without the old one (personAccountStatus 'Forgot Password').
 */
export const linkLogin = defineRoute(endpoints.linkLogin, {
  summary: 'Sign in once with an e-mailed registration or password reset link',
  tags: ['auth'],
  auth: allow.anyone(),
  rateLimit: AUTH_RATE_LIMIT,
  async handler({ body, tx, tenant, now }) {
    const link = await consumeAccountLink(tx, body.token, now);
    if (!link)
      throw new AppError(400, 'VALIDATION', MESSAGES.linkInvalid, { errors: [{ field: 'body.token', message: MESSAGES.linkInvalid }] });
    await setActingPerson(tx, link.personId);
    const times = await sessionTimes(tx);
    const { token, loginTime } = await createSession(tx, tenant.id, link.personId, times, now, { passwordResetPending: true });
    const user = await loadAuthUser(tx, link.personId);
    if (!user) throw new AppError(400, 'VALIDATION', MESSAGES.linkInvalid);
    return {
      token,
      user,
      session: sessionTimeBody(loginTime, times),
      personAccountStatus: FORGOT_PASSWORD_STATUS,
    };
  },
});
