import { FORGOT_PASSWORD_STATUS } from '@cpe/contract';
import { as, type Session, type TestServer } from '../test-server.ts';
import { addPersonWithCodes } from './people.ts';

/** People added, pending registrations and imports, for the user administration tests. */

let unique = 0;
/** An address no other test of the run uses. */
export const uniqueEmail = (who: string) => `${who}.${process.pid}.${Date.now().toString(36)}${unique++}@example.com`;

/** A demo-tenant user administrator with exactly these codes, signed in. */
export async function clerkWith(server: TestServer, codes: string[]): Promise<Session> {
  const username = `clerk.${codes.join('.').toLowerCase()}.${unique++}`;
  await addPersonWithCodes(server, username, codes);
  return server.login(username);
}

/** The text of the newest e-mail recorded in the outbox for `to` (the row the mail job delivers). */
export async function lastMailTo(server: TestServer, to: string): Promise<{ subject: string; text_body: string } | undefined> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM outbound_emails WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
      [to],
    ),
  );
  return rows[0];
}

/** The token of the /password link in the newest e-mail to `to`. */
export async function registrationToken(server: TestServer, to: string): Promise<string> {
  const mail = await lastMailTo(server, to);
  const m = /https?:\/\/[^\s/]+\/password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
  if (!m) throw new Error(`no /password link in the newest e-mail to ${to}: ${mail?.text_body}`);
  return m[1] as string;
}

/** Opens the e-mailed link, sets `password` as the page does, and signs in with it: the whole registration. */
export async function completeRegistration(server: TestServer, email: string, password: string, tenant = 'demo'): Promise<Session> {
  const link = await server.call('POST', '/api/auth/link', { tenant, body: { token: await registrationToken(server, email) } });
  if (link.status !== 200) throw new Error(`link login: ${link.status} ${JSON.stringify(link.body)}`);
  const s: Session = { token: link.body.token, personId: link.body.user.person_id, tenant, user: link.body.user };
  const set = await as(server, s)('PUT', '/api/external-user/update-password', {
    body: { person_id: s.personId, new_password: password, confirm_password: password, personAccountStatus: FORGOT_PASSWORD_STATUS },
  });
  if (set.status !== 200) throw new Error(`set password: ${set.status} ${JSON.stringify(set.body)}`);
  return server.login(email, tenant, password);
}

/** A CSV of the import's header and these rows. */
export const importCsv = (...rows: string[]) => ['person_type,first_name,last_name,email_address,id_type,id_value', ...rows].join('\r\n');
