import { USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCsv, uniqueEmail } from '../support/factories/user-admin.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** /admin/usermanagement: registration open or closed, allowed domains, enforced wherever an external e-mail is set. */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, external, acmeAdmin } = await startSignedIn());
}, 240_000);
afterAll(() => server?.close());

const save = (s: Session, body: unknown) => as(server, s)('PUT', '/api/admin/usermanagement', { body });
const open = { registrationOpen: true, allowedEmailDomains: [] };
beforeEach(async () => {
  expect((await save(admin, open)).status).toBe(200);
});
const register = (email: string, tenant = 'demo') =>
  server.call('POST', '/api/external-user/register', { tenant, body: { first_name: 'Rae', last_name: 'Reg', email_address: email } });

describe('the settings', () => {
  it('start open with any domain, are saved normalised, and are read back', async () => {
    expect((await as(server, admin)('GET', '/api/admin/usermanagement')).body).toEqual(open);
    const res = await save(admin, { registrationOpen: false, allowedEmailDomains: [' Firm.COM', '@partner.org'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: USER_MANAGEMENT_MESSAGES.saved,
      settings: { registrationOpen: false, allowedEmailDomains: ['firm.com', 'partner.org'] },
    });
    expect((await as(server, admin)('GET', '/api/admin/usermanagement')).body.allowedEmailDomains).toEqual(['firm.com', 'partner.org']);
    expect((await server.call('GET', '/api/external-user/registration')).body).toEqual({ registrationOpen: false });
  });

  it('refuse a bad domain or a duplicate, naming the field (400)', async () => {
    for (const [domains, field] of [
      [['not a domain'], 'body.allowedEmailDomains.0'],
      [['ok.com', 'nodot'], 'body.allowedEmailDomains.1'],
      [['ok.com', 'OK.com'], 'body.allowedEmailDomains.1'],
    ] as const) {
      const res = await save(admin, { registrationOpen: true, allowedEmailDomains: domains });
      expect(res.status, JSON.stringify(domains)).toBe(400);
      expect(JSON.stringify(res.body.errors)).toContain(field);
    }
    expect((await save(admin, { allowedEmailDomains: [] })).status).toBe(400);
  });

  it('are for administrators only (403), signed in (401), and per tenant', async () => {
    expect((await as(server, learner)('GET', '/api/admin/usermanagement')).status).toBe(403);
    expect((await save(learner, open)).status).toBe(403);
    expect((await server.call('GET', '/api/admin/usermanagement')).status).toBe(401);
    await save(admin, { registrationOpen: false, allowedEmailDomains: ['firm.com'] });
    expect((await as(server, acmeAdmin)('GET', '/api/admin/usermanagement')).body).toEqual(open);
    expect((await server.call('GET', '/api/external-user/registration', { tenant: 'acme' })).body).toEqual({ registrationOpen: true });
  });
});

describe('enforcement', () => {
  it('closed registration refuses self-registration (403) and writes nothing; reopened, it works', async () => {
    await save(admin, { registrationOpen: false, allowedEmailDomains: [] });
    const email = uniqueEmail('closed');
    const res = await register(email);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(USER_MANAGEMENT_MESSAGES.registrationClosed);
    const count = await server.db.asOwner((tx) => tx.query('SELECT 1 FROM person_emails WHERE email_address = $1', [email]));
    expect(count.rows).toHaveLength(0);
    await save(admin, open);
    expect((await register(email)).status).toBe(200);
  });

  it('self-registration with another domain is a 400 naming body.email_address', async () => {
    await save(admin, { registrationOpen: true, allowedEmailDomains: ['firm.com'] });
    const res = await register(uniqueEmail('other'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'body.email_address', message: 'Only e-mail addresses at firm.com may be used.' }]);
    expect((await register(`rae.${Date.now()}@FIRM.com`)).status).toBe(200);
  });

  it('an admin adding an external person is held to the domains; an internal person is not', async () => {
    await save(admin, { registrationOpen: false, allowedEmailDomains: ['firm.com', 'partner.org'] });
    const add = (person_type: string, email_address: string) =>
      as(server, admin)('POST', '/api/user-administration/users', {
        body: { person_type, first_name: 'Al', last_name: 'Added', email_address },
      });
    const refused = await add('external', uniqueEmail('ext'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      field: 'body.email_address',
      message: 'Only e-mail addresses at one of these domains may be used: firm.com, partner.org.',
    });
    expect((await add('external', `al.${Date.now()}@partner.org`)).status).toBe(201);
    expect((await add('internal', uniqueEmail('int'))).status).toBe(201);
  });

  it('an import names each external row at another domain, and writes none', async () => {
    await save(admin, { registrationOpen: true, allowedEmailDomains: ['firm.com'] });
    const csv = importCsv(
      `external,Ok,Row,ok.${Date.now()}@firm.com,,`,
      `external,Bad,Row,${uniqueEmail('bad')},,`,
      `internal,In,Ternal,${uniqueEmail('int')},,`,
    );
    const res = await as(server, admin)('POST', '/api/user-administration/import', { body: { csv, dryRun: false } });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(false);
    expect(res.body.rows.map((r: { problems: unknown[] }) => r.problems)).toEqual([
      [],
      [{ field: 'email_address', message: 'Only e-mail addresses at firm.com may be used.' }],
      [],
    ]);
  });

  it('an external user changing their e-mail is held to the domains (400 naming body.in_email_address); names alone still save', async () => {
    await save(admin, { registrationOpen: true, allowedEmailDomains: ['firm.com'] });
    const update = (in_email_address?: string) =>
      as(server, external)('PUT', `/api/external-user/update/${external.personId}`, {
        body: { in_first_name: 'Erin', in_last_name: 'External', ...(in_email_address ? { in_email_address } : {}) },
      });
    const res = await update(uniqueEmail('moved'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'body.in_email_address', message: 'Only e-mail addresses at firm.com may be used.' }]);
    // The address they already have (example.com) is not re-checked when it does not change.
    expect((await update()).status).toBe(200);
    expect((await update('external.learner@example.com')).status).toBe(200);
    const moved = `erin.${Date.now()}@firm.com`;
    const ok = await update(moved);
    expect(ok.status).toBe(200);
    expect(ok.body.user.email_address).toBe(moved);
    await save(admin, open);
    expect((await update('external.learner@example.com')).status).toBe(200);
  });
});
