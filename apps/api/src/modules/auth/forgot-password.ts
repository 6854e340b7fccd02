import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { AUTH_RATE_LIMIT } from '../../platform/rate-limit.ts';
import { defineRoute } from '../../platform/route.ts';
import { enqueueTemplatedEmail } from '../email-templates/index.ts';
import { createAccountLink, LINK_LIFETIME_MINUTES, linkUrl } from './account-links.ts';

export const FORGOT_PASSWORD_REPLY = 'If an external account matches, a password reset e-mail has been sent.';

/** External users only: internal users' passwords belong to the firm's directory. */
export const forgotPassword = defineRoute(endpoints.forgotPassword, {
  summary: 'E-mail a single-use password reset link to an external user',
  tags: ['auth'],
  auth: allow.anyone(),
  rateLimit: AUTH_RATE_LIMIT,
  async handler({ body, tx, tenant, now, services }) {
    const key = body.username.toLowerCase();
    const { rows } = await tx.query<{ id: number; email: string; first_name: string | null; last_name: string | null; username: string }>(
      `SELECT p.id, e.email_address AS email, p.name_primary_first AS first_name, p.name_primary_last AS last_name, p.username FROM persons p
         JOIN person_emails e ON e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary
        WHERE p.person_type = 'external' AND p.merged_into_id IS NULL AND (lower(p.username) = $1 OR lower(e.email_address) = $1)
        LIMIT 1`,
      [key],
    );
    const person = rows[0];
    // The same answer either way, so the endpoint does not reveal who has an account.
    if (!person) return { message: FORGOT_PASSWORD_REPLY };
    const token = await createAccountLink(tx, tenant.id, person.id, 'reset', now);
    await enqueueTemplatedEmail(
      tx,
      services.jobs,
      { tenant, publicUrl: services.config.publicUrl },
      {
        key: 'password_reset',
        to: person.email,
        values: {
          first_name: person.first_name,
          last_name: person.last_name,
          username: person.username,
          link: linkUrl(services.config.publicUrl, tenant.subdomain, 'reset', token),
          link_minutes: LINK_LIFETIME_MINUTES.reset,
        },
      },
    );
    return { message: FORGOT_PASSWORD_REPLY };
  },
});
