import { USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/platform/sessions/tokens.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, DEMO_PASSWORD, type Session, type TestServer } from '../support/test-server.ts';

/** /admin/proxy (ADR 0039): an administrator acts on behalf of another person. */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let coordinator: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, external, coordinator, acmeAdmin } = await startSignedIn());
}, 240_000);
afterAll(() => server?.close());

const start = (s: Session, personId: unknown) => as(server, s)('POST', '/api/admin/proxy', { body: { personId } });
/** A proxy session as the test server's Session, from the start's answer. */
async function actFor(target: Session): Promise<Session & { proxyId: number }> {
  const res = await start(admin, target.personId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.token, personId: res.body.user.person_id, tenant: 'demo', user: res.body.user, proxyId: res.body.proxy.id };
}
const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner(async (tx) => (await tx.query<T>(sql, params)).rows);

describe('starting and stopping', () => {
  it('opens a session of the person, an hour at most, naming both; the admin session stays; stop revokes it', async () => {
    const res = await start(admin, learner.personId);
    expect(res.status).toBe(201);
    expect(res.body.user.person_id).toBe(learner.personId);
    expect(res.body.session.time_total_minutes).toBe(60);
    expect(res.body.proxy).toMatchObject({ administratorId: admin.personId, administratorName: 'Ada Admin', personName: 'Lee Learner' });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|\$argon|\$2[aby]\$/);
    const proxy = { token: res.body.token, personId: learner.personId, tenant: 'demo', user: res.body.user };
    const [row] = await owner<{ person_id: number; proxy_person_id: number }>(
      'SELECT person_id, proxy_person_id FROM sessions WHERE proxy_person_id IS NOT NULL ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ person_id: learner.personId, proxy_person_id: admin.personId });

    expect((await as(server, proxy)('POST', '/api/admin/proxy/stop')).body).toEqual({ message: USER_MANAGEMENT_MESSAGES.proxyStopped });
    expect((await as(server, proxy)('POST', '/api/auth/validToken')).status).toBe(401);
    expect((await as(server, admin)('POST', '/api/auth/validToken')).status).toBe(200);
    const history = (await as(server, admin)('GET', '/api/admin/proxy/sessions')).body;
    expect(history[0]).toMatchObject({ id: res.body.proxy.id, administrator_name: 'Ada Admin', person_name: 'Lee Learner' });
    expect(history[0].stopped_at).not.toBeNull();
  });

  it('records the start (by the admin) and the stop (by both) in the audit log', async () => {
    const proxy = await actFor(learner);
    await as(server, proxy)('POST', '/api/admin/proxy/stop');
    const rows = await owner<{ action: string; person_id: number; proxy_person_id: number | null }>(
      "SELECT action, person_id, proxy_person_id FROM audit_log WHERE entity = 'proxy_sessions' AND entity_id = $1 ORDER BY id",
      [String(proxy.proxyId)],
    );
    expect(rows).toEqual([
      { action: 'INSERT', person_id: admin.personId, proxy_person_id: null },
      { action: 'UPDATE', person_id: learner.personId, proxy_person_id: admin.personId },
    ]);
  });

  it('never lasts beyond the administrator’s own session', async () => {
    const late = await server.login('admin');
    // Signed in 455 of the 480 minutes ago (the idle time-out is not the point here).
    await owner("UPDATE sessions SET login_time = login_time - interval '455 minutes' WHERE token_hash = $1", [hashToken(late.token)]);
    const res = await start(late, coordinator.personId);
    expect(res.status).toBe(201);
    expect(res.body.session.time_total_minutes).toBe(25);
  });

  it('stop on a session of one’s own is refused (409)', async () => {
    expect((await as(server, learner)('POST', '/api/admin/proxy/stop')).status).toBe(409);
    expect((await server.call('POST', '/api/admin/proxy/stop')).status).toBe(401);
  });
});

describe('refusals', () => {
  it('yourself, another administrator, a merged-away or inactive person: 400 naming body.personId', async () => {
    const accadmin = await server.login('accadmin');
    const [merged, inactive] = await owner<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status)
       SELECT t.id, 'internal', u, u, 'Gone', 'Person', 'Active' FROM tenants t, unnest(ARRAY['proxy.merged', 'proxy.inactive']) u
        WHERE t.subdomain = 'demo' ORDER BY u RETURNING id`,
    );
    await owner('UPDATE persons SET merged_into_id = $2 WHERE id = $1', [merged?.id, learner.personId]);
    await owner("UPDATE persons SET status = 'Inactive' WHERE id = $1", [inactive?.id]);
    for (const [personId, message] of [
      [admin.personId, USER_MANAGEMENT_MESSAGES.proxyYourself],
      [accadmin.personId, USER_MANAGEMENT_MESSAGES.proxyAdministrator],
      [merged?.id, USER_MANAGEMENT_MESSAGES.proxyMerged],
      [inactive?.id, USER_MANAGEMENT_MESSAGES.proxyInactive],
    ] as const) {
      const res = await start(admin, personId);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'body.personId', message }]);
    }
    // An Admin is protected from an Educe ACC Administrator too.
    expect((await start(accadmin, admin.personId)).body.errors[0].message).toBe(USER_MANAGEMENT_MESSAGES.proxyAdministrator);
  });

  it('bad input is a 400, an unknown person a 404, a learner 403, anonymous 401', async () => {
    expect((await start(admin, 'x')).status).toBe(400);
    expect((await as(server, admin)('POST', '/api/admin/proxy', { body: {} })).status).toBe(400);
    expect((await start(admin, 2_147_483_000)).status).toBe(404);
    expect((await start(learner, external.personId)).status).toBe(403);
    expect((await as(server, learner)('GET', '/api/admin/proxy/sessions')).status).toBe(403);
    expect((await server.call('POST', '/api/admin/proxy', { body: { personId: learner.personId } })).status).toBe(401);
  });

  it("another tenant's person is 404, and another tenant's history does not show this one's", async () => {
    expect((await start(admin, acmeAdmin.personId)).status).toBe(404);
    const acmeLearner = await server.login('learner', 'acme');
    expect((await start(acmeAdmin, acmeLearner.personId)).status).toBe(201);
    expect((await start(acmeAdmin, learner.personId)).status).toBe(404);
    const acmeHistory = (await as(server, acmeAdmin)('GET', '/api/admin/proxy/sessions')).body as { person_name: string }[];
    expect(acmeHistory.length).toBeGreaterThan(0);
    const demoIds = ((await as(server, admin)('GET', '/api/admin/proxy/sessions')).body as { id: number }[]).map((r) => r.id);
    expect(
      await owner("SELECT 1 FROM proxy_sessions s JOIN tenants t ON t.id = s.tenant_id WHERE t.subdomain = 'acme' AND s.id = ANY($1)", [
        demoIds,
      ]),
    ).toEqual([]);
  });
});

describe('during a proxy session', () => {
  it("has the person's rights, not the administrator's", async () => {
    const proxy = await actFor(learner);
    expect((await as(server, proxy)('GET', '/api/admin/usermanagement')).status).toBe(403);
    expect((await as(server, proxy)('POST', '/api/admin/proxy', { body: { personId: external.personId } })).status).toBe(403);
    expect((await as(server, proxy)('GET', `/api/person/${learner.personId}`)).status).toBe(200);
    expect((await as(server, proxy)('GET', `/api/person/${external.personId}`)).status).toBe(403);
    await as(server, proxy)('POST', '/api/admin/proxy/stop');
  });

  it('writes audit rows naming both people, and the audit trail reads both names', async () => {
    const proxy = await actFor(learner);
    const res = await as(server, proxy)('PUT', `/api/external-user/update/${learner.personId}`, {
      body: { in_first_name: 'Leigh', in_last_name: 'Learner' },
    });
    expect(res.status).toBe(200);
    const [row] = await owner<{ person_id: number; proxy_person_id: number }>(
      "SELECT person_id, proxy_person_id FROM audit_log WHERE entity = 'persons' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [String(learner.personId)],
    );
    expect(row).toEqual({ person_id: learner.personId, proxy_person_id: admin.personId });
    await as(server, proxy)('PUT', `/api/external-user/update/${learner.personId}`, {
      body: { in_first_name: 'Lee', in_last_name: 'Learner' },
    });
    await as(server, proxy)('POST', '/api/admin/proxy/stop');
  });

  it('refuses a password change (403), even with the right old password, and nothing changes', async () => {
    const proxy = await actFor(external);
    const [before] = await owner<{ password_hash: string }>('SELECT password_hash FROM persons WHERE id = $1', [external.personId]);
    const res = await as(server, proxy)('PUT', '/api/external-user/update-password', {
      body: {
        person_id: external.personId,
        old_password: DEMO_PASSWORD,
        new_password: 'Another#Passw0rd!',
        confirm_password: 'Another#Passw0rd!',
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(USER_MANAGEMENT_MESSAGES.proxySignInDetails);
    expect(await owner('SELECT password_hash FROM persons WHERE id = $1', [external.personId])).toEqual([before]);
    await as(server, proxy)('POST', '/api/admin/proxy/stop');
  });
});
