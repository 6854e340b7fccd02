import { MESSAGES, REGISTRATION_EMAIL_SENT } from '@cpe/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clerkWith, completeRegistration, lastMailTo, uniqueEmail } from '../support/factories/user-admin.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** /addUser: POST /api/user-administration/users (ADR 0029). */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());
// The link and password calls share a per-IP limit of 30 a minute: each test starts in a fresh window.
beforeEach(() => {
  const ms = server.clock.now().getTime();
  server.clock.advanceMs(60_000 - (ms % 60_000));
});

const add = (s: Session, body: Record<string, unknown>) => as(server, s)('POST', '/api/user-administration/users', { body });
const rowsOf = async (personId: number) =>
  server.db.asOwner(async (tx) => ({
    person: (
      await tx.query('SELECT person_type, username, display_id, status, name_legal_first, password_hash FROM persons WHERE id = $1', [
        personId,
      ])
    ).rows[0],
    ids: (await tx.query('SELECT id_type, value, is_primary FROM person_ids WHERE person_id = $1', [personId])).rows,
    roles: (await tx.query('SELECT role_id FROM person_roles WHERE person_id = $1', [personId])).rows,
    audit: (
      await tx.query("SELECT entity, person_id FROM audit_log WHERE action = 'INSERT' AND entity_id = $1::text AND entity = 'persons'", [
        personId,
      ])
    ).rows,
  }));

describe('adding an internal person', () => {
  it('is Active with the Learner role, its employee id and legal names; audited; no e-mail', async () => {
    const email = uniqueEmail('ivy.internal');
    const res = await add(admin, {
      person_type: 'internal',
      first_name: ' Ivy ',
      last_name: 'Inside',
      legal_first_name: 'Ivana',
      email_address: email,
      id_value: 'E-1001',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      first_name: 'Ivy',
      last_name: 'Inside',
      email_address: email,
      username: email,
      display_id: 'E-1001',
      external: 0,
      status: 'Active',
    });
    const rows = await rowsOf(res.body.person_id);
    expect(rows.person).toMatchObject({ person_type: 'internal', status: 'Active', name_legal_first: 'Ivana', password_hash: null });
    expect(rows.ids).toEqual([{ id_type: 'EMPLOYEE ID', value: 'E-1001', is_primary: true }]);
    expect(rows.roles).toEqual([{ role_id: 5 }]);
    // Audited as the admin's change.
    expect(rows.audit).toEqual([{ entity: 'persons', person_id: admin.personId }]);
    expect(await lastMailTo(server, email)).toBeUndefined();
    // The new person's page opens for the admin.
    expect((await as(server, admin)('GET', `/api/person/profile/${res.body.person_id}?person_type=internal`)).status).toBe(200);
  });

  it('takes a directory username of its own, refused when another person has it', async () => {
    const res = await add(admin, {
      person_type: 'internal',
      first_name: 'Uma',
      last_name: 'User',
      email_address: uniqueEmail('uma'),
      username: 'uma.user',
    });
    expect(res.status).toBe(201);
    expect(res.body.username).toBe('uma.user');
    const again = await add(admin, {
      person_type: 'internal',
      first_name: 'U',
      last_name: 'U',
      email_address: uniqueEmail('u2'),
      username: 'UMA.user',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ field: 'body.username', message: 'A person with this username already exists.' }]);
  });
});

describe('adding an external person', () => {
  it('e-mails the registration link: the person sets a password there and signs in', async () => {
    const email = uniqueEmail('eve.external');
    const res = await add(admin, { person_type: 'external', first_name: 'Eve', last_name: 'Outside', email_address: email });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: email, email_address: email, external: 1, status: REGISTRATION_EMAIL_SENT });
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toMatch(/finish your registration/);
    expect(mail?.text_body).toMatch(/\/password\?token=/);
    // Nothing signs in before the password is set.
    expect((await server.call('POST', '/api/auth/login', { body: { username: email, password: 'Fresh!Pass2026x' } })).status).toBe(401);
    const session = await completeRegistration(server, email, 'Fresh!Pass2026x');
    expect(session.personId).toBe(res.body.person_id);
    expect((await rowsOf(res.body.person_id)).person?.status).toBe('Active');
  });

  it('refuses the fields only internal people have', async () => {
    const res = await add(admin, {
      person_type: 'external',
      first_name: 'X',
      last_name: 'Y',
      email_address: uniqueEmail('x'),
      id_value: 'E1',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.id_value');
  });
});

describe('validation', () => {
  it("says 'Required.' and 'Invalid e-mail.' naming the field", async () => {
    const blank = await add(admin, { person_type: 'internal', first_name: ' ', last_name: 'L', email_address: uniqueEmail('b') });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: 'body.first_name', message: MESSAGES.required }]);
    const bad = await add(admin, { person_type: 'external', first_name: 'F', last_name: 'L', email_address: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'body.email_address', message: MESSAGES.invalidEmail }]);
    const noId = await add(admin, {
      person_type: 'internal',
      first_name: 'F',
      last_name: 'L',
      email_address: uniqueEmail('n'),
      id_type: 'BADGE',
    });
    expect(noId.body.errors).toEqual([{ field: 'body.id_value', message: MESSAGES.required }]);
  });

  it('refuses a primary e-mail (any case) or username another person of the firm has, and writes nothing', async () => {
    const email = uniqueEmail('dup');
    expect((await add(admin, { person_type: 'external', first_name: 'D', last_name: 'One', email_address: email })).status).toBe(201);
    const count = async () => (await server.db.asOwner((tx) => tx.query('SELECT count(*)::int AS n FROM persons'))).rows[0];
    const before = await count();
    for (const type of ['external', 'internal']) {
      const res = await add(admin, { person_type: type, first_name: 'D', last_name: 'Two', email_address: email.toUpperCase() });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'body.email_address', message: 'A person with this e-mail address already exists.' }]);
    }
    // The demo admin's username is 'admin': an internal username of that name is taken.
    const taken = await add(admin, {
      person_type: 'internal',
      first_name: 'A',
      last_name: 'B',
      email_address: uniqueEmail('a'),
      username: 'Admin',
    });
    expect(taken.body.errors[0].field).toBe('body.username');
    expect(await count()).toEqual(before);
  });

  it('the same address in another firm is no duplicate', async () => {
    const email = uniqueEmail('both.firms');
    expect((await add(admin, { person_type: 'external', first_name: 'B', last_name: 'F', email_address: email })).status).toBe(201);
    expect((await add(acmeAdmin, { person_type: 'external', first_name: 'B', last_name: 'F', email_address: email })).status).toBe(201);
  });
});

describe('who may add whom', () => {
  it('a learner may not add anyone', async () => {
    const res = await add(learner, { person_type: 'internal', first_name: 'N', last_name: 'O', email_address: uniqueEmail('no') });
    expect(res.status).toBe(403);
  });

  it('HPT023 with ADM001 adds internal people only; ADM002 external only; ADM003 both', async () => {
    const person = (type: string) => ({ person_type: type, first_name: 'C', last_name: 'Clerk', email_address: uniqueEmail(`c.${type}`) });
    const internalClerk = await clerkWith(server, ['HPT023', 'ADM001']);
    expect((await add(internalClerk, person('internal'))).status).toBe(201);
    const refused = await add(internalClerk, person('external'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not add external people.');
    const externalClerk = await clerkWith(server, ['HPT023', 'ADM002']);
    expect((await add(externalClerk, person('internal'))).status).toBe(403);
    expect((await add(externalClerk, person('external'))).status).toBe(201);
    const both = await clerkWith(server, ['HPT023', 'ADM003']);
    expect((await add(both, person('internal'))).status).toBe(201);
    expect((await add(both, person('external'))).status).toBe(201);
    // ADM003 without HPT023 is no user administrator.
    expect((await add(await clerkWith(server, ['ADM003']), person('internal'))).status).toBe(403);
  });
});
