import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LmsSandbox, startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { lmsConnectorFor } from '../../src/modules/lms/create-connector.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** /system: the maintenance flag and the firm's LMS connection (issue 16; ADR 0036). */
let server: TestServer;
let admin: Session;
let learner: Session;
let accadmin: Session;
let acmeAdmin: Session;
let sandbox: LmsSandbox;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ latencyMs: 1, apiKey: 'sandbox-key' });
  // The sandbox is the configured LMS; port 9 (nobody listens) stands for a configured LMS that is down.
  ({ server, admin, learner, acmeAdmin } = await startSignedIn({ env: { LMS_ALLOWED_ORIGINS: `${sandbox.url},http://127.0.0.1:9` } }));
  accadmin = await server.login('accadmin');
  // A loaded machine (several suites at once) can take over a minute to start the server.
}, 300_000);
afterAll(async () => {
  await sandbox?.close();
  await server?.close();
});

const maintenance = (on: boolean) => as(server, accadmin)('PUT', '/api/system/maintenance', { body: { on } });
const settingsBody = async () => (await as(server, admin)('GET', '/api/customer-admin/settings')).body;

describe('maintenance', () => {
  it('only an Educe ACC Administrator turns it on or off: a firm admin and a learner are refused (403)', async () => {
    expect((await as(server, admin)('PUT', '/api/system/maintenance', { body: { on: true } })).status).toBe(403);
    expect((await as(server, learner)('GET', '/api/system/settings')).status).toBe(403);
    expect((await server.call('GET', '/api/system/settings')).status).toBe(401);
    expect((await as(server, accadmin)('PUT', '/api/system/maintenance', { body: { on: 'yes' } })).body.errors[0].field).toBe('body.on');
  });

  it('while on: users read it at once, writes are refused with a 503 (the ACC Administrator’s too, but for /system) but signing in and out work; off again, writes work', async () => {
    const settings = await settingsBody();
    try {
      expect((await maintenance(true)).status).toBe(200);
      const refs = await server.call('GET', '/api/sys-config/get-refs-by-user?get_branding_only=true', { tenant: 'demo' });
      expect((refs.body as { mutation: string; data: unknown }[]).find((e) => e.mutation === 'setMaintenance')?.data).toBe(1);
      expect((await as(server, accadmin)('GET', '/api/system/settings')).body.maintenance).toBe(true);

      const refused = await as(server, admin)('PUT', '/api/customer-admin/settings', { body: settings });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('MAINTENANCE');
      expect(refused.body.message).toMatch(/under maintenance/);
      const fresh = await server.login('learner');
      expect((await as(server, fresh)('POST', '/api/auth/validToken')).status).toBe(200);
      expect((await as(server, fresh)('POST', '/api/auth/logout')).status).toBe(200);
      // Reads go on (the screens only send users away); the ACC Administrator changes only /system's settings (ADR 0053).
      expect((await as(server, learner)('GET', `/api/person/${learner.personId}`)).status).toBe(200);
      expect((await as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: 'SAP', url: sandbox.url } })).status).toBe(200);
      const accadminElsewhere = await as(server, accadmin)('PUT', '/api/customer-admin/settings', { body: settings });
      expect(accadminElsewhere.status).toBe(503);
      expect(accadminElsewhere.body.code).toBe('MAINTENANCE');
      // The other tenant is not under maintenance.
      const acmeSettings = (await as(server, acmeAdmin)('GET', '/api/customer-admin/settings')).body;
      expect((await as(server, acmeAdmin)('PUT', '/api/customer-admin/settings', { body: acmeSettings })).status).toBe(200);
    } finally {
      expect((await maintenance(false)).status).toBe(200);
    }
    expect((await as(server, admin)('PUT', '/api/customer-admin/settings', { body: settings })).status).toBe(200);
  });
});

describe('LMS connection', () => {
  it('keeps the API key write-only: answers say only that one is set, and the audit log never holds it', async () => {
    const save = await as(server, accadmin)('PUT', '/api/system/lms', {
      body: { defaultLms: 'SABA', url: sandbox.url, apiKey: 'sandbox-key' },
    });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const got = await as(server, accadmin)('GET', '/api/system/settings');
    expect(got.body.defaultLms).toBe('SABA');
    expect(got.body.connections.find((c: any) => c.lms_type === 'SABA')).toMatchObject({ url: sandbox.url, api_key_set: true });
    expect(JSON.stringify(got.body)).not.toContain('sandbox-key');
    // A save without a key keeps it.
    await as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: 'SABA', url: sandbox.url } });
    const audit = await server.db.asOwner((tx) => tx.query('SELECT before, after FROM audit_log'));
    expect(JSON.stringify(audit.rows)).not.toContain('sandbox-key');
    const check = await as(server, accadmin)('POST', '/api/system/lms/check', { body: { lmsType: 'SABA' } });
    expect(check.body).toMatchObject({ ok: true, message: 'Connected to SABA.' });
  });

  it.each(['SAP', 'LCVISTA'] as const)(
    'checks %s against the sandbox, and reports a wrong key, a wrong address and a dead one',
    async (type) => {
      const check = () => as(server, accadmin)('POST', '/api/system/lms/check', { body: { lmsType: type } });
      const save = (url: string, apiKey: string) =>
        as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: type, url, apiKey } });
      await save(sandbox.url, 'sandbox-key');
      expect((await check()).body).toMatchObject({ ok: true });
      await save(sandbox.url, 'wrong-key');
      expect((await check()).body).toMatchObject({ ok: false, message: `${type} refused the API key (401).` });
      await save(`${sandbox.url}/not-the-lms`, 'sandbox-key');
      expect((await check()).body.ok).toBe(false);
      await save('http://127.0.0.1:9', 'sandbox-key');
      expect((await check()).body.ok).toBe(false);
    },
  );

  it('is refused when nothing is saved for the type, and for bad input, naming the field', async () => {
    const none = await as(server, acmeAdmin)('POST', '/api/system/lms/check', { body: { lmsType: 'SAP' } });
    expect(none.status).toBe(403);
    const acmeAcc = await server.login('accadmin', 'acme').catch(() => null);
    if (acmeAcc) {
      const res = await as(server, acmeAcc)('POST', '/api/system/lms/check', { body: { lmsType: 'SAP' } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('body.lmsType');
    }
    const bad = await as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: 'MOODLE', url: sandbox.url } });
    expect(bad.body.errors[0].field).toBe('body.defaultLms');
    const url = await as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: 'SAP', url: 'file:///etc/passwd' } });
    expect(url.body.errors[0].field).toBe('body.url');
  });

  it('reaches only the configured LMS: another port is refused naming the field, and an address saved earlier is never called', async () => {
    // Something that listens on loopback but is not the LMS (a database, an admin console).
    const hits: string[] = [];
    const other = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const address = other.address();
      const open = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const closed = 'http://127.0.0.1:1';
      const answers = [];
      for (const url of [open, closed, `${open.replace('127.0.0.1', 'localhost')}/lms`, 'http://169.254.169.254/latest']) {
        const res = await as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: 'SAP', url } });
        expect(res.status, url).toBe(400);
        expect(res.body.errors[0].field).toBe('body.url');
        answers.push(res.body.errors[0].message);
      }
      // The same words for an open and a closed port: the answer tells nothing about them.
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toBe(`Only the configured LMS may be used: an address at ${sandbox.url} or http://127.0.0.1:9.`);

      // An address saved before the rule is not called by the check (nor by a sync): same answer, open or closed.
      const checked = [];
      for (const url of [open, closed]) {
        await server.db.asOwner((tx) =>
          tx.query(
            `UPDATE tenant_lms_connections SET url = $1 WHERE lms_type = 'SAP' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')`,
            [url],
          ),
        );
        checked.push((await as(server, accadmin)('POST', '/api/system/lms/check', { body: { lmsType: 'SAP' } })).body);
      }
      expect(checked[0]).toEqual(checked[1]);
      expect(checked[0]).toMatchObject({ ok: false, elapsedMs: 0 });
      expect(hits).toEqual([]);
    } finally {
      await as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: 'SAP', url: sandbox.url } });
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it("the sync connector prefers the firm's connection over the server's LMS_URL", async () => {
    const config = { lmsUrl: 'http://127.0.0.1:9', lmsApiKey: undefined, lmsAllowedOrigins: [sandbox.url] };
    const own = lmsConnectorFor(config, 'demo', 'SAP', {}, { url: sandbox.url, apiKey: 'sandbox-key' });
    await expect(own.fetchClass('no-such-class')).resolves.toBeNull();
    const server_ = lmsConnectorFor(config, 'demo', 'SAP', { timeoutMs: 2000 });
    await expect(server_.fetchClass('no-such-class')).rejects.toThrow();
    // A firm's address that is not the configured LMS (saved before ADR 0058) is not called by the sync either.
    expect(() => lmsConnectorFor(config, 'demo', 'SAP', {}, { url: 'http://127.0.0.1:1', apiKey: 'k' })).toThrow(/Only the configured LMS/);
  });
});
