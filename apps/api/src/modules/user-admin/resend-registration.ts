import { endpoints, type PersonType, REGISTRATION_EMAIL_SENT } from '@cpe/contract';
import { invalid, notFound } from '../../platform/errors.ts';
import { refuseSignInChangeOnProxy } from '../../platform/proxy-guard.ts';
import { defineRoute } from '../../platform/route.ts';
import { sendRegistrationEmail, USER_ADMIN_MESSAGES } from './new-person.ts';
import { typesOf, userAdministrator } from './user-admin-access.ts';

/**
 * Resend on /pending: a new registration link (the older ones stop working) in a new e-mail.
 * Another tenant's person, or one of a type the caller does not administer: 404.
 */
export const resendRegistration = defineRoute(endpoints.resendRegistration, {
  summary: 'E-mail a pending person a new registration link; their older links stop working',
  tags: ['user administration'],
  auth: userAdministrator(),
  async handler({ params, tx, me, tenant, now, services }) {
    // A sign-in link is a sign-in detail: not re-issued on someone's behalf (ADR 0056).
    refuseSignInChangeOnProxy(me());
    const { rows } = await tx.query<{
      id: number;
      person_type: PersonType;
      status: string;
      first_name: string;
      username: string | null;
      email_address: string | null;
    }>(
      `SELECT p.id, p.person_type, p.status, p.name_primary_first AS first_name, p.username,
              (SELECT e.email_address FROM person_emails e
                WHERE e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary LIMIT 1) AS email_address
         FROM persons p WHERE p.id = $1 FOR UPDATE`,
      [params.personId],
    );
    const person = rows[0];
    if (!person || !typesOf(me()).includes(person.person_type)) throw notFound();
    if (person.status !== REGISTRATION_EMAIL_SENT) throw invalid('params.personId', USER_ADMIN_MESSAGES.notPending);
    if (!person.email_address) throw invalid('params.personId', 'This person has no primary e-mail address to send the link to.');
    const mail = { tenant, publicUrl: services.config.publicUrl, jobs: services.jobs, now };
    const { sentAt, expiresAt } = await sendRegistrationEmail(tx, mail, {
      id: person.id,
      first_name: person.first_name,
      email_address: person.email_address,
      username: person.username ?? person.email_address,
    });
    return { message: REGISTRATION_EMAIL_SENT, link_sent_at: sentAt.toISOString(), link_expires_at: expiresAt.toISOString() };
  },
});
