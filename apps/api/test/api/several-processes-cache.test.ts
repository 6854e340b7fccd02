import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import type { ChildServer, ChildSession } from '../support/child-server.ts';
import { eventually } from '../support/eventually.ts';
import { startTwoProcesses, type TwoProcesses } from '../support/two-processes.ts';

/**
 * ADR 0045: each API process keeps sessions and tenant settings in memory, and every process
 * drops a changed entry within 100 ms (PostgreSQL LISTEN/NOTIFY), and everything while it is not
 * listening. Two processes on one PostgreSQL: process B has a session and the settings in memory,
 * and a change made elsewhere reaches it in time. PostgreSQL only (the CI's second API run).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const WITHIN_MS = 100;
let two: TwoProcesses | undefined;
let db: Database | undefined;
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  if (!onPostgres) return;
  two = await startTwoProcesses('cpe-cache-');
  ({ a, b, db } = two);
}, 180_000);
afterAll(async () => {
  await two?.stop();
});

const owner = <T>(sql: string, params: unknown[] = []) =>
  (db as Database).asOwner((tx) => tx.query<T & Record<string, unknown>>(sql, params));

/** Asks `server` until `status` comes back; fails when that takes longer than the rule allows. */
async function answersWithin(server: ChildServer, p: string, session: ChildSession, status: number, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await server.call('GET', p, { session });
    const elapsed = Date.now() - started;
    if (res.status === status) return elapsed;
    if (elapsed > ms) throw new Error(`${p} still answered ${res.status} after ${elapsed} ms (expected ${status} within ${ms} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function warm(server: ChildServer, p: string, session: ChildSession): Promise<void> {
  for (let i = 0; i < 3; i++) expect((await server.call('GET', p, { session })).status).toBe(200);
}

describe.skipIf(!onPostgres)('what API processes keep in memory', () => {
  it('a session signed out on A is refused by B within 100 ms, though B had it in memory', async () => {
    const admin = await a.login('admin');
    const me = `/api/person/${admin.personId}`;
    await warm(b, me, admin);
    expect((await a.call('POST', '/api/auth/logout', { session: admin, body: {} })).status).toBeLessThan(300);
    expect(await answersWithin(b, me, admin, 401, WITHIN_MS)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a role taken away is felt by B within 100 ms', async () => {
    const admin = await b.login('admin');
    await warm(b, '/api/admin/validation', admin);
    const { rows } = await owner<{ tenant_id: number; role_id: number }>(
      `DELETE FROM person_roles pr USING roles r, tenants t
        WHERE t.subdomain = 'demo' AND r.tenant_id = t.id AND r.role_name = 'Admin'
          AND pr.tenant_id = t.id AND pr.role_id = r.id AND pr.person_id = $1
       RETURNING pr.tenant_id, pr.role_id`,
      [admin.personId],
    );
    expect(rows.length).toBe(1);
    try {
      expect(await answersWithin(b, '/api/admin/validation', admin, 403, WITHIN_MS)).toBeLessThanOrEqual(WITHIN_MS);
    } finally {
      await owner('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3)', [
        rows[0]?.tenant_id,
        admin.personId,
        rows[0]?.role_id,
      ]);
    }
    await answersWithin(b, '/api/admin/validation', admin, 200, WITHIN_MS);
  });

  // ADR 0056: a proxy session lives within its administrator's session and right to proxy.
  async function proxyKeptOnB(admin: ChildSession): Promise<{ proxy: ChildSession; path: string }> {
    const learner = await a.login('learner');
    const res = await a.call('POST', '/api/admin/proxy', { session: admin, body: { personId: learner.personId } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const proxy = { token: res.body.token as string, personId: learner.personId };
    const path = `/api/person/${learner.personId}`;
    await warm(b, path, proxy);
    return { proxy, path };
  }
  const refusedWithin = (server: ChildServer, path: string, session: ChildSession) =>
    eventually(async () => (await server.call('GET', path, { session })).status === 401, {
      what: 'the proxy session refused',
      timeoutMs: WITHIN_MS,
      intervalMs: 5,
    });

  it('a proxy session kept by B is refused by B within 100 ms once its administrator signs out on A', async () => {
    const admin = await a.login('admin');
    const { proxy, path } = await proxyKeptOnB(admin);
    expect((await a.call('POST', '/api/auth/logout', { session: admin, body: {} })).status).toBeLessThan(300);
    await refusedWithin(b, path, proxy);
  });

  it('a proxy session kept by B is refused by B within 100 ms once its administrator loses the Admin role', async () => {
    const admin = await a.login('admin');
    const { proxy, path } = await proxyKeptOnB(admin);
    const { rows } = await owner<{ tenant_id: number; role_id: number }>(
      `DELETE FROM person_roles pr USING roles r, tenants t
        WHERE t.subdomain = 'demo' AND r.tenant_id = t.id AND r.role_name = 'Admin'
          AND pr.tenant_id = t.id AND pr.role_id = r.id AND pr.person_id = $1
       RETURNING pr.tenant_id, pr.role_id`,
      [admin.personId],
    );
    expect(rows.length).toBe(1);
    try {
      await refusedWithin(b, path, proxy);
    } finally {
      await owner('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3)', [
        rows[0]?.tenant_id,
        admin.personId,
        rows[0]?.role_id,
      ]);
    }
  });

  it('a tenant setting changed elsewhere is in B’s reference data within 100 ms', async () => {
    const admin = await b.login('admin');
    const refs = '/api/sys-config/get-refs-by-user';
    const dateFormat = async () =>
      ((await b.call('GET', refs, { session: admin })).body as { mutation: string; data: unknown }[]).find(
        (e) => e.mutation === 'setDateFormat',
      )?.data;
    const before = await dateFormat();
    await owner(
      "UPDATE tenant_settings SET value = '\"YYYY-MM-DD\"' WHERE key = 'dateFormat' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')",
    );
    try {
      const started = Date.now();
      await eventually(async () => (await dateFormat()) === 'YYYY-MM-DD', { what: 'the new date format', timeoutMs: 1_000, intervalMs: 5 });
      expect(Date.now() - started).toBeLessThanOrEqual(WITHIN_MS);
    } finally {
      await owner(
        "UPDATE tenant_settings SET value = $1 WHERE key = 'dateFormat' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')",
        [JSON.stringify(before)],
      );
    }
  });

  it('B drops everything when its listening connection is lost, and keeps again once it is back', async () => {
    const admin = await b.login('admin');
    const me = `/api/person/${admin.personId}`;
    await warm(b, me, admin);
    // A change that announces nothing (triggers off), as if its notification had been missed:
    // B still answers from memory, which is what the cache is for.
    await (db as Database).asOwner(async (tx) => {
      await tx.query("SET LOCAL session_replication_role = 'replica'");
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE person_id = $1 AND revoked_at IS NULL', [admin.personId]);
    });
    expect((await b.call('GET', me, { session: admin })).status).toBe(200);
    // Losing the listening connection means changes may have been missed: all is dropped.
    await owner(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE 'cpe-api-listen %' AND datname = current_database()",
    );
    await answersWithin(b, me, admin, 401, 1_000);
    // Back to listening (a new connection), B keeps sessions again: a fresh one works throughout.
    const again = await b.login('admin');
    await eventually(
      async () => {
        const { rows } = await owner<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'cpe-api-listen cpe_cache' AND datname = current_database()",
        );
        return rows[0]?.n === 2;
      },
      { what: 'both processes listening again', timeoutMs: 10_000 },
    );
    await warm(b, me, again);
  });
});
