import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEFAULT_PASSWORD_POLICY, FORGOT_PASSWORD_STATUS, MESSAGES, REGISTRATION_EMAIL_SENT } from '@cpe/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emlText } from '../support/eml.ts';
import { eventually } from '../support/eventually.ts';
import { as, DEMO_PASSWORD, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

interface Mail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft breaks and escapes undone. */
  text: string;
}

const inbox: Mail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const text = emlText(raw);
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text });
      callback();
    });
  },
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
// The password endpoints share a per-IP limit of 30 a minute: each test starts in a fresh window.
beforeEach(() => {
  const ms = server.clock.now().getTime();
  server.clock.advanceMs(60_000 - (ms % 60_000));
});

const NEW_PASSWORD = 'Fresh!Pass2026x';

/** Waits (at most 10 s) for the next unread message to `to`; mail goes out in a job after the commit. */
async function nextMail(to: string): Promise<Mail> {
  const mail = await eventually(() => inbox.find((m) => m.to.includes(to.toLowerCase()) && !read.has(m)), {
    intervalMs: 100,
    what: `an e-mail to ${to}`,
  });
  read.add(mail);
  return mail;
}
const read = new Set<Mail>();

function linkToken(mail: Mail, linkPath: '/password' | '/resetPassword'): string {
  const m = new RegExp(`https?://[^\\s/]+${linkPath}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m) throw new Error(`no ${linkPath} link in:\n${mail.text}`);
  return m[1] as string;
}

const linkLogin = (token: string, tenant = 'demo') => server.call('POST', '/api/auth/link', { tenant, body: { token } });
const sessionOf = (res: { body: any }, tenant = 'demo'): Session => ({
  token: res.body.token,
  personId: res.body.user.person_id,
  tenant,
  user: res.body.user,
});
const setPassword = (s: Session, body: Record<string, unknown>) =>
  as(server, s)('PUT', '/api/external-user/update-password', { body: { person_id: s.personId, ...body } });
const personRow = async (username: string) => {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ status: string; password_hash: string | null }>('SELECT status, password_hash FROM persons WHERE username = $1', [username]),
  );
  return rows[0];
};

/** Registers an external learner and sets the password through the e-mailed link. */
async function newExternal(email: string): Promise<Session> {
  const reg = await server.call('POST', '/api/external-user/register', {
    body: { first_name: 'Nia', last_name: 'New', email_address: email },
  });
  expect(reg.status).toBe(200);
  const link = await linkLogin(linkToken(await nextMail(email), '/password'));
  const s = sessionOf(link);
  const set = await setPassword(s, {
    new_password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
    personAccountStatus: FORGOT_PASSWORD_STATUS,
  });
  expect(set.status).toBe(200);
  return server.login(email, 'demo', NEW_PASSWORD);
}

describe('registration', () => {
  it('e-mails a single-use link whose session sets the first password without an old one', async () => {
    const email = 'Nora.New@Example.com';
    const reg = await server.call('POST', '/api/external-user/register', {
      body: { first_name: 'Nora', last_name: 'New', email_address: email },
    });
    expect(reg.status).toBe(200);
    expect(reg.body.message).toBe(REGISTRATION_EMAIL_SENT);
    expect(await personRow('nora.new@example.com')).toEqual({ status: 'Registration email sent', password_hash: null });
    // No password yet: nothing signs in.
    expect((await server.call('POST', '/api/auth/login', { body: { username: email, password: DEMO_PASSWORD } })).status).toBe(401);

    const mail = await nextMail(email);
    const token = linkToken(mail, '/password');
    expect(mail.text).toMatch(/http:\/\/demo\.localhost:\d+\/password\?token=/);

    const link = await linkLogin(token);
    expect(link.status).toBe(200);
    expect(link.body.personAccountStatus).toBe(FORGOT_PASSWORD_STATUS);
    expect(link.body.user).toMatchObject({ username: 'nora.new@example.com', person_type: 'external', status: REGISTRATION_EMAIL_SENT });
    expect(link.body.user.roles).toEqual(['Learner']);
    const again = await linkLogin(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.linkInvalid);

    const s = sessionOf(link);
    const status = FORGOT_PASSWORD_STATUS;
    const weak = await setPassword(s, { new_password: 'short', confirm_password: 'short', personAccountStatus: status });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'body.new_password', message: DEFAULT_PASSWORD_POLICY.complexityMessage }]);
    for (const confirm of ['Other!Pass2026x', '']) {
      const mismatch = await setPassword(s, { new_password: NEW_PASSWORD, confirm_password: confirm, personAccountStatus: status });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors).toEqual([{ field: 'body.confirm_password', message: 'Password must match' }]);
    }

    const ok = await setPassword(s, { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, personAccountStatus: status });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('User Password successfully updated!');
    const row = await personRow('nora.new@example.com');
    expect(row?.status).toBe('Active');
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const signedIn = await server.login(email, 'demo', NEW_PASSWORD);
    expect(signedIn.user.status).toBe('Active');
    // The link session has spent its privilege: a further change needs the old password.
    const second = await setPassword(s, { new_password: 'Second!Pass2026', personAccountStatus: status });
    expect(second.status).toBe(400);
    expect(second.body.errors[0].field).toBe('body.old_password');
  });

  it('a second registration of a known address creates no account and mails the owner', async () => {
    const res = await server.call('POST', '/api/external-user/register', {
      body: { first_name: 'Eve', last_name: 'Else', email_address: 'external.learner@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REGISTRATION_EMAIL_SENT);
    const mail = await nextMail('external.learner@example.com');
    linkToken(mail, '/resetPassword');
    const { rows } = await server.db.asOwner((tx) =>
      tx.query(`SELECT 1 FROM person_emails WHERE lower(email_address) = 'external.learner@example.com'`),
    );
    expect(rows.length).toBe(2); // the demo and acme accounts, nothing new
  });
});

describe('changing the password', () => {
  it('an ordinary session must give the correct old password; other sessions then end', async () => {
    const s = await server.login('external.learner', 'acme');
    const other = await server.login('external.learner', 'acme');
    const change = (body: Record<string, unknown>) => setPassword(s, { new_password: NEW_PASSWORD, ...body });
    const noOld = await change({ personAccountStatus: FORGOT_PASSWORD_STATUS });
    expect(noOld.status).toBe(400);
    expect(noOld.body.errors[0].field).toBe('body.old_password');
    const wrong = await change({ old_password: 'Wrong!Pass2026x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toEqual({ field: 'body.old_password', message: MESSAGES.oldPasswordWrong });
    const ok = await change({ old_password: DEMO_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(MESSAGES.passwordUpdated);

    expect((await as(server, s)('GET', '/api/alerts')).status).toBe(200);
    expect((await as(server, other)('GET', '/api/alerts')).status).toBe(401);
    const login = (password: string) =>
      server.call('POST', '/api/auth/login', { tenant: 'acme', body: { username: 'external.learner', password } });
    expect((await login(DEMO_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it('wrong old passwords back the account off like failed sign-ins', async () => {
    const s = await newExternal('guesser@example.com');
    for (let i = 0; i < 5; i++)
      expect((await setPassword(s, { old_password: `Wrong!${i}Pass2026`, new_password: 'Next!Pass2026x' })).status).toBe(400);
    const locked = await setPassword(s, { old_password: NEW_PASSWORD, new_password: 'Next!Pass2026x' });
    expect(locked.status).toBe(429);
    server.clock.advanceMs(31_000);
    expect((await setPassword(s, { old_password: NEW_PASSWORD, new_password: 'Next!Pass2026x' })).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('e-mails a reset link that signs in once and lets the password be set', async () => {
    const res = await server.call('POST', '/api/auth/forgot-password', { body: { username: 'external.learner@example.com' } });
    expect(res.status).toBe(200);
    const token = linkToken(await nextMail('external.learner@example.com'), '/resetPassword');
    const link = await linkLogin(token);
    expect(link.status).toBe(200);
    expect(link.body.personAccountStatus).toBe(FORGOT_PASSWORD_STATUS);
    expect(link.body.user.username).toBe('external.learner');
    expect((await linkLogin(token)).status).toBe(400);

    const s = sessionOf(link);
    const ok = await setPassword(s, {
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      personAccountStatus: FORGOT_PASSWORD_STATUS,
    });
    expect(ok.status).toBe(200);
    expect((await server.call('POST', '/api/auth/login', { body: { username: 'external.learner', password: DEMO_PASSWORD } })).status).toBe(
      401,
    );
    await server.login('external.learner', 'demo', NEW_PASSWORD);
  });

  it('reset links expire after 60 minutes, and a newer link replaces an older one', async () => {
    const ask = () => server.call('POST', '/api/auth/forgot-password', { body: { username: 'external.learner' } });
    await ask();
    const expiring = linkToken(await nextMail('external.learner@example.com'), '/resetPassword');
    server.clock.advanceMinutes(61);
    const expired = await linkLogin(expiring);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(MESSAGES.linkInvalid);

    await ask();
    const older = linkToken(await nextMail('external.learner@example.com'), '/resetPassword');
    await ask();
    const newer = linkToken(await nextMail('external.learner@example.com'), '/resetPassword');
    expect((await linkLogin(older)).status).toBe(400);
    server.clock.advanceMinutes(59);
    expect((await linkLogin(newer)).status).toBe(200);
  });

  it('answers the same for unknown and internal accounts, and sends nothing', async () => {
    const count = async () =>
      (await server.db.asOwner((tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM outbound_emails'))).rows[0]?.n;
    const before = await count();
    const known = await server.call('POST', '/api/auth/forgot-password', { body: { username: 'external.learner' } });
    for (const username of ['nobody@example.com', 'admin', 'admin@demo.example.com']) {
      const res = await server.call('POST', '/api/auth/forgot-password', { body: { username } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(known.body);
    }
    await nextMail('external.learner@example.com');
    expect(await count()).toBe((before ?? 0) + 1);
    expect(inbox.filter((m) => m.to.some((t) => t.startsWith('nobody') || t.startsWith('admin')))).toEqual([]);
  });
});

describe('PUT /api/external-user/update/{personId}', () => {
  it('an internal user may change names only, and no password', async () => {
    const s = await server.login('learner');
    const call = as(server, s);
    const names = { in_first_name: 'Leeann', in_last_name: 'Learned' };
    expect(
      (await call('PUT', `/api/external-user/update/${s.personId}`, { body: { ...names, in_email_address: 'x@example.com' } })).status,
    ).toBe(403);
    expect((await call('PUT', `/api/external-user/update/${s.personId}`, { body: { ...names, in_username: 'learner2' } })).status).toBe(
      403,
    );
    const pw = await setPassword(s, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(pw.status).toBe(403);
    expect(pw.body.message).toBe(MESSAGES.externalOnly);

    // The dialog may send the unchanged username and e-mail back.
    const same = { in_email_address: s.user.email_address, in_username: s.user.username };
    const ok = await call('PUT', `/api/external-user/update/${s.personId}`, { body: { ...names, ...same } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('User Settings successfully updated!');
    expect(ok.body.user).toMatchObject({ first_name: 'Leeann', last_name: 'Learned', username: 'learner' });
    const reread = await call('GET', `/api/person/${s.personId}`);
    expect(reread.body).toMatchObject({ first_name: 'Leeann', last_name: 'Learned' });
    await server.login('learner');
  });

  it('an external user may change username and e-mail; one in use is a 409', async () => {
    const s = await newExternal('changer@example.com');
    const t = await newExternal('second.changer@example.com');
    const update = (who: Session, body: Record<string, unknown>) =>
      as(server, who)('PUT', `/api/external-user/update/${who.personId}`, {
        body: { in_first_name: 'Cam', in_last_name: 'Changer', ...body },
      });
    // Usernames and e-mail addresses are one set of sign-in names: none may stand for two people.
    for (const taken of [
      { in_username: 'external.learner' },
      { in_username: 'ADMIN' },
      { in_username: 'External.Learner@example.com' },
      { in_email_address: 'External.Learner@example.com' },
    ]) {
      const res = await update(s, taken);
      expect(res.status, JSON.stringify(taken)).toBe(409);
      expect(res.body.message).toBe(MESSAGES.usernameTaken);
    }
    const email = await update(s, { in_email_address: 'Cam@Example.com' });
    expect(email.status).toBe(200);
    expect(email.body.user).toMatchObject({ username: 'changer@example.com', email_address: 'cam@example.com', first_name: 'Cam' });
    expect((await update(t, { in_email_address: 'changer@example.com' })).status).toBe(409);

    const ok = await update(s, { in_username: 'cam.changer', in_email_address: 'cam@example.com' });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ username: 'cam.changer', email_address: 'cam@example.com' });
    const login = (username: string) => server.call('POST', '/api/auth/login', { body: { username, password: NEW_PASSWORD } });
    expect((await login('cam.changer')).status).toBe(200);
    expect((await login('cam@example.com')).status).toBe(200);
    expect((await login('changer@example.com')).status).toBe(401);
    expect((await login('second.changer@example.com')).status).toBe(200);
  });

  it('nobody may update another person', async () => {
    const s = await newExternal('neighbour@example.com');
    const other = await server.login('learner', 'demo');
    const body = { in_first_name: 'Mal', in_last_name: 'Icious' };
    expect((await as(server, s)('PUT', `/api/external-user/update/${other.personId}`, { body })).status).toBe(403);
    expect((await as(server, other)('PUT', `/api/external-user/update/${s.personId}`, { body })).status).toBe(403);
    const pw = await as(server, s)('PUT', '/api/external-user/update-password', {
      body: { person_id: other.personId, old_password: NEW_PASSWORD, new_password: 'Other!Pass2026x' },
    });
    expect(pw.status).toBe(403);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox folder', async () => {
    const local = await startTestServer();
    try {
      const res = await local.call('POST', '/api/auth/forgot-password', { body: { username: 'external.learner' } });
      expect(res.status).toBe(200);
      // Poll (at most 10 s) until the job has written the whole message.
      let files: string[] = [];
      const eml = await eventually(
        async () => {
          files = await readdir(local.config.outboxDir).catch(() => []);
          const first = files[0];
          const text = first ? await readFile(path.join(local.config.outboxDir, first), 'utf8') : '';
          const decoded = emlText(text);
          return decoded.includes('resetPassword') && decoded;
        },
        { intervalMs: 100, what: 'the whole message in the outbox' },
      );
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(eml).toMatch(/^To: external\.learner@example\.com$/m);
      const token = /\/resetPassword\?token=([A-Za-z0-9_-]{40,})/.exec(eml)?.[1];
      expect((await local.call('POST', '/api/auth/link', { body: { token } })).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});
