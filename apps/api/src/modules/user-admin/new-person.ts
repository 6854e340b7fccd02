import { ACCOUNT_ACTIVE, type PersonType, REGISTRATION_EMAIL_SENT } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { invalid } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { LEARNER_ROLE_ID } from '../../shared/person-admin.ts';
import { createAccountLink, LINK_LIFETIME_MINUTES, linkUrl } from '../auth/index.ts';
import { enqueueTemplatedEmail } from '../email-templates/index.ts';

/** A person an administrator adds, on /addUser or in an import. */
export interface NewPerson {
  person_type: PersonType;
  first_name: string;
  last_name: string;
  email_address: string;
  legal_first_name?: string | undefined;
  legal_last_name?: string | undefined;
  /** Internal people: the directory username; external people sign in with their e-mail address. */
  username: string;
  id_type?: string | undefined;
  id_value?: string | undefined;
}

/** What the registration e-mail needs: where links lead, and the outbox. */
export interface MailContext {
  tenant: Tenant;
  publicUrl: string;
  jobs: JobQueue;
  now: Date;
}

/**
 * Which of these addresses or usernames (lower-cased) a person of the firm already has: as a
 * primary e-mail (the unique index person_emails_primary_key) or as a username (persons_username_key).
 */
export async function takenNames(tx: Queryable, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await tx.query<{ name: string }>(
    `SELECT e.search_email AS name FROM person_emails e WHERE e.is_primary AND e.search_email = ANY($1::text[])
     UNION
     SELECT lower(p.username) FROM persons p WHERE lower(p.username) = ANY($1::text[])`,
    [names.map((n) => n.toLowerCase())],
  );
  return new Set(rows.map((r) => r.name));
}

/**
 * Writes the person, their primary e-mail, their id (if any) and the Learner role. An internal
 * person is 'Active' (they sign in through the firm); an external one is 'Registration email
 * sent' until the e-mailed link has been used to set a password.
 * Two requests racing for one address: the loser meets the unique index, answered as a 400.
 */
export async function insertPerson(tx: Queryable, tenantId: number, p: NewPerson): Promise<number> {
  const status = p.person_type === 'internal' ? ACCOUNT_ACTIVE : REGISTRATION_EMAIL_SENT;
  const displayId = p.id_value || p.username;
  try {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last,
                            name_legal_first, name_legal_last, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        tenantId,
        p.person_type,
        p.username,
        displayId,
        p.first_name,
        p.last_name,
        p.legal_first_name || null,
        p.legal_last_name || null,
        status,
      ],
    );
    const personId = (rows[0] as { id: number }).id;
    await tx.query('INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary) VALUES ($1, $2, $3, true)', [
      tenantId,
      personId,
      p.email_address,
    ]);
    if (p.id_value)
      await tx.query('INSERT INTO person_ids (tenant_id, person_id, id_type, value, is_primary) VALUES ($1, $2, $3, $4, true)', [
        tenantId,
        personId,
        p.id_type,
        p.id_value,
      ]);
    await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3)', [tenantId, personId, LEARNER_ROLE_ID]);
    return personId;
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

function duplicateError(error: unknown) {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return null;
  const name = `${constraint ?? ''} ${message ?? ''}`;
  if (name.includes('person_emails_primary_key')) return invalid('body.email_address', USER_ADMIN_MESSAGES.emailTaken);
  if (name.includes('persons_username_key')) return invalid('body.username', USER_ADMIN_MESSAGES.usernameTaken);
  return null;
}

export const USER_ADMIN_MESSAGES = {
  emailTaken: 'A person with this e-mail address already exists.',
  usernameTaken: 'A person with this username already exists.',
  notPending: 'This person has completed their registration.',
} as const;

/**
 * A new registration link (older ones stop working) e-mailed with the outbox job, in the
 * caller's transaction: the e-mail goes out if and only if the change commits.
 */
export async function sendRegistrationEmail(
  tx: Queryable,
  mail: MailContext,
  person: { id: number; first_name: string; last_name?: string | null; email_address: string; username: string },
): Promise<{ sentAt: Date; expiresAt: Date }> {
  const token = await createAccountLink(tx, mail.tenant.id, person.id, 'register', mail.now);
  await enqueueTemplatedEmail(tx, mail.jobs, mail, {
    key: 'registration_by_admin',
    to: person.email_address,
    values: {
      first_name: person.first_name,
      last_name: person.last_name,
      username: person.username,
      link: linkUrl(mail.publicUrl, mail.tenant.subdomain, 'register', token),
      link_hours: LINK_LIFETIME_MINUTES.register / 60,
    },
  });
  return { sentAt: mail.now, expiresAt: new Date(mail.now.getTime() + LINK_LIFETIME_MINUTES.register * 60_000) };
}
