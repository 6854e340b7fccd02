import { endpoints, REGISTRATION_EMAIL_SENT, USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { forbidden } from '../../platform/errors.ts';
import { AUTH_RATE_LIMIT } from '../../platform/rate-limit.ts';
import { defineRoute } from '../../platform/route.ts';
import { LEARNER_ROLE_ID } from '../../shared/person-admin.ts';
import { createAccountLink, LINK_LIFETIME_MINUTES, linkUrl } from '../auth/index.ts';
import { enqueueTemplatedEmail } from '../email-templates/index.ts';
import { assertExternalEmailAllowed, loadUserManagement } from '../user-management/index.ts';

/**
 * An external learner registers with an e-mail address and gets a link to set a
 * password; until then the account status is 'Registration email sent'.
 */
export const register = defineRoute(endpoints.register, {
  summary: 'Register an external learner; a link to set the password is e-mailed',
  tags: ['external users'],
  auth: allow.anyone(),
  rateLimit: AUTH_RATE_LIMIT,
  async handler({ body, tx, tenant, now, services }) {
    // /admin/usermanagement: closed registration and the allowed domains are checked before anything else.
    if (!(await loadUserManagement(tx)).registrationOpen) throw forbidden(USER_MANAGEMENT_MESSAGES.registrationClosed);
    const email = body.email_address.toLowerCase();
    await assertExternalEmailAllowed(tx, email, 'body.email_address');
    const existing = await tx.query<{ id: number; person_type: string }>(
      `SELECT p.id, p.person_type FROM persons p
        WHERE lower(p.username) = $1
           OR EXISTS (SELECT 1 FROM person_emails e WHERE e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary AND lower(e.email_address) = $1)
        LIMIT 1`,
      [email],
    );
    const url = (purpose: 'register' | 'reset', token: string) => linkUrl(services.config.publicUrl, tenant.subdomain, purpose, token);
    const mailCtx = { tenant, publicUrl: services.config.publicUrl };
    const known = existing.rows[0];
    if (known) {
      // Same answer as a new registration (no account enumeration); the owner of the
      // address is told instead, with a reset link when the account is external.
      const mail =
        known.person_type === 'external'
          ? {
              key: 'registration_existing_account' as const,
              values: { link: url('reset', await createAccountLink(tx, tenant.id, known.id, 'reset', now)) },
            }
          : { key: 'registration_staff_account' as const, values: {} };
      await enqueueTemplatedEmail(tx, services.jobs, mailCtx, { ...mail, to: email });
      return { message: REGISTRATION_EMAIL_SENT };
    }
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status)
       VALUES ($1, 'external', $2, $2, $3, $4, $5) RETURNING id`,
      [tenant.id, email, body.first_name, body.last_name, REGISTRATION_EMAIL_SENT],
    );
    const personId = (rows[0] as { id: number }).id;
    await tx.query('INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary) VALUES ($1, $2, $3, true)', [
      tenant.id,
      personId,
      email,
    ]);
    await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3)', [tenant.id, personId, LEARNER_ROLE_ID]);
    const token = await createAccountLink(tx, tenant.id, personId, 'register', now);
    await enqueueTemplatedEmail(tx, services.jobs, mailCtx, {
      key: 'self_registration',
      to: email,
      values: {
        first_name: body.first_name,
        last_name: body.last_name,
        username: email,
        link: url('register', token),
        link_hours: LINK_LIFETIME_MINUTES.register / 60,
      },
    });
    return { message: REGISTRATION_EMAIL_SENT };
  },
});
