import {
  ACCOUNT_ACTIVE,
  confirmationProblem,
  DEFAULT_PASSWORD_POLICY,
  endpoints,
  FORGOT_PASSWORD_STATUS,
  MESSAGES,
  passwordProblem,
  REGISTRATION_EMAIL_SENT,
} from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { forbidden, invalid } from '../../platform/errors.ts';
import { refuseSignInChangeOnProxy } from '../../platform/proxy-guard.ts';
import { AUTH_RATE_LIMIT } from '../../platform/rate-limit.ts';
import { defineRoute, FailAfterCommit } from '../../platform/route.ts';
import { passwordPolicy } from '../../platform/tenant-settings.ts';
import { assertNotLockedOut, clearFailures, hashPassword, recordFailure, throttleKey, verifyPassword } from '../auth/index.ts';

/**
 * Password rule: an external user changes their password. The old one is not needed
 * when the account is 'Registration email sent' or the session came from a reset
 * link (personAccountStatus 'Forgot Password'); only then may an internal user set one.
 */
export const updatePassword = defineRoute(endpoints.updatePassword, {
  summary: 'Change the signed-in external user’s password',
  tags: ['external users'],
  auth: allow.owner('the person themself', (me, s) => (s.body as { person_id?: number })?.person_id === me),
  rateLimit: AUTH_RATE_LIMIT,
  async handler({ body, tx, tenant, me, now, req }) {
    const session = me();
    // ADR 0039: an administrator acting for someone never touches their password.
    refuseSignInChangeOnProxy(session);
    const { rows } = await tx.query<{ password_hash: string | null; status: string }>(
      'SELECT password_hash, status FROM persons WHERE id = $1',
      [session.personId],
    );
    const person = rows[0];
    if (!person) throw forbidden();
    const withoutOld =
      body.personAccountStatus === FORGOT_PASSWORD_STATUS && (session.passwordResetPending || person.status === REGISTRATION_EMAIL_SENT);
    // Internal users keep the password their firm gave them; the exception is the first one,
    // set through the link that onboarding a firm e-mails its first administrator.
    if (session.personType !== 'external' && !withoutOld) throw forbidden(MESSAGES.externalOnly);
    if (body.confirm_password !== undefined) {
      const problem = confirmationProblem(body.new_password, body.confirm_password);
      if (problem) throw invalid('body.confirm_password', problem);
    }
    const policy = (await passwordPolicy(tx)) ?? DEFAULT_PASSWORD_POLICY;
    const weak = passwordProblem(policy, body.new_password);
    if (weak) throw invalid('body.new_password', weak);

    if (!withoutOld) {
      if (!body.old_password) throw invalid('body.old_password', MESSAGES.required);
      // Guessing the old password backs the account off like failed sign-ins (same counter).
      const key = throttleKey(session.personId, '', req.ip);
      await assertNotLockedOut(tx, key, now);
      if (!(await verifyPassword(person.password_hash, body.old_password))) {
        await recordFailure(tx, tenant.id, key, now);
        return new FailAfterCommit(invalid('body.old_password', MESSAGES.oldPasswordWrong));
      }
      await clearFailures(tx, key);
    }
    await tx.query('UPDATE persons SET password_hash = $2, status = $3 WHERE id = $1', [
      session.personId,
      await hashPassword(body.new_password),
      ACCOUNT_ACTIVE,
    ]);
    // Other sessions of this person end; this one no longer skips the old password.
    await tx.query('UPDATE sessions SET revoked_at = $3 WHERE person_id = $1 AND id <> $2 AND revoked_at IS NULL', [
      session.personId,
      session.id,
      now,
    ]);
    await tx.query('UPDATE sessions SET password_reset_pending = false WHERE id = $1', [session.id]);
    return { message: MESSAGES.passwordUpdated };
  },
});
