import { endpoints, MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { refuseSignInChangeOnProxy } from '../../platform/proxy-guard.ts';
import { defineRoute } from '../../platform/route.ts';
import { extendBiography } from '../documents/index.ts';
import { loadAuthUser } from '../persons/index.ts';
import { assertExternalEmailAllowed } from '../user-management/index.ts';

/** User Settings: names for everyone; username and e-mail for external users only. */
export const updateUser = defineRoute(endpoints.updateUser, {
  summary: 'Save the signed-in user’s settings',
  tags: ['external users'],
  auth: allow.owner('the person themself', (me, s) => (s.params as { personId?: number })?.personId === me),
  async handler({ params, body, tx, me, now }) {
    const current = await loadAuthUser(tx, params.personId);
    if (!current) throw notFound();
    const isExternal = me().personType === 'external';
    const email = body.in_email_address?.toLowerCase() ?? current.email_address;
    const username = body.in_username ?? current.username;
    const signInChanges = email !== current.email_address || username !== current.username;
    // Names may be corrected on someone's behalf; how they sign in may not (ADR 0056).
    if (signInChanges) refuseSignInChangeOnProxy(me());
    if (!isExternal && signInChanges) throw forbidden(MESSAGES.externalOnly);
    if (isExternal && email && email !== current.email_address) await assertExternalEmailAllowed(tx, email, 'body.in_email_address');
    if (isExternal && signInChanges) {
      // Sign-in accepts a username or an external user's e-mail, so both are checked against both.
      const taken = await tx.query(
        `SELECT 1 FROM persons p WHERE p.id <> $1 AND (lower(p.username) IN (lower($2), lower($3)) OR EXISTS (
           SELECT 1 FROM person_emails e WHERE e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary
              AND lower(e.email_address) IN (lower($2), lower($3))))`,
        [params.personId, username, email],
      );
      if (taken.rows.length > 0) throw conflict(MESSAGES.usernameTaken);
    }
    await tx.query('UPDATE persons SET name_primary_first = $2, name_primary_last = $3, username = $4, date_refreshed = $5 WHERE id = $1', [
      params.personId,
      body.in_first_name,
      body.in_last_name,
      username,
      now,
    ]);
    // Biography rule: extending can be done once (per upload); without a biography there is nothing to extend.
    if (body.in_extend_biography) {
      if (!(await extendBiography(tx, params.personId, now))) throw conflict(MESSAGES.biographyNotExtendable);
      await tx.query('UPDATE persons SET biography_extended_at = $2 WHERE id = $1', [params.personId, now]);
    }
    if (isExternal && email && email !== current.email_address) {
      await tx.query('UPDATE person_emails SET email_address = $2 WHERE person_id = $1 AND is_primary', [params.personId, email]);
    }
    const user = await loadAuthUser(tx, params.personId);
    if (!user) throw notFound();
    return { message: MESSAGES.settingsUpdated, user };
  },
});
