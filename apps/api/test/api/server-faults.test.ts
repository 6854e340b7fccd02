import { MESSAGES, route } from '@cpe/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../src/app.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { allow } from '../../src/platform/authorize.ts';
import { defineRoute, registerRoutes } from '../../src/platform/route.ts';
import { startTcpProxy } from '../support/tcp-proxy.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * What the API answers when the server is at fault: an unknown fault, a GET that tries to
 * write, the database out of reach. The faulty routes are the product's pipeline with a
 * handler that does the wrong thing, registered on an app of their own over the same database.
 */
let server: TestServer;
let admin: Session;
let app: FastifyInstance;

const faultyRoutes = [
  defineRoute(route({ method: 'GET', path: '/test/fault', response: z.object({}) }), {
    summary: 'Throws',
    tags: ['test'],
    auth: allow.anyone(),
    async handler() {
      throw new Error('secret detail of the fault');
    },
  }),
  ...(['GET', 'POST'] as const).map((method) =>
    defineRoute(route({ method, path: '/test/write', response: z.object({}) }), {
      summary: 'Writes an alert',
      tags: ['test'],
      auth: allow.signedIn(),
      async handler({ tx, me }) {
        await tx.query("INSERT INTO alerts (tenant_id, person_id, type, message) VALUES (app_tenant_id(), $1, 'info', $2)", [
          me().personId,
          `written by a ${method}`,
        ]);
        return {};
      },
    }),
  ),
];

beforeAll(async () => {
  server = await startTestServer({ mailer: { async send() {} } });
  admin = await server.login('admin');
  const made = await createApp({ config: server.config, db: server.db, clock: server.clock, mailer: { async send() {} }, logger: false });
  app = made.app;
  registerRoutes(app, made.services, faultyRoutes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const headers = (s: Session) => ({ subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) });

describe('server faults', () => {
  it("an unknown fault answers 500 'Unknown middleware' and tells nothing of it", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/fault', headers: { subdomain_name: 'demo' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.unknownMiddleware, code: 'INTERNAL' });
  });

  it('a GET handler cannot write, on PGlite as on PostgreSQL (the same write in a POST can)', async () => {
    const written = (method: string) =>
      server.db.asOwner((tx) => tx.query('SELECT 1 FROM alerts WHERE message = $1', [`written by a ${method}`])).then((r) => r.rows.length);
    const post = await app.inject({ method: 'POST', url: '/api/test/write', headers: headers(admin) });
    expect(post.statusCode).toBe(200);
    expect(await written('POST')).toBe(1);
    const get = await app.inject({ method: 'GET', url: '/api/test/write', headers: headers(admin) });
    expect(get.statusCode).toBe(500);
    expect(get.json()).toEqual({ message: MESSAGES.unknownMiddleware, code: 'INTERNAL' });
    expect(await written('GET')).toBe(0);
  });
});

describe('answers are not cached', () => {
  it('authenticated answers, their errors and the sign-in answer carry Cache-Control: no-store', async () => {
    const call = as(server, admin);
    for (const res of [
      await call('GET', '/api/alerts'),
      await call('GET', `/api/person/${admin.personId}`),
      await call('GET', '/api/course/999999'),
      await call('DELETE', '/api/alerts/999999'),
      await server.call('GET', '/api/alerts'),
      await server.call('POST', '/api/auth/login', { body: { username: 'admin', password: 'Wrong!1pass' } }),
    ])
      expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
  });
});

describe('a database outage', () => {
  it.runIf(process.env.DATABASE_URL)('answers 503 with Retry-After while PostgreSQL is unreachable, and recovers after', async () => {
    const target = new URL(server.config.databaseUrl as string);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const db = await openPostgres(viaProxy.toString(), 2);
    const config = { ...server.config, databaseUrl: viaProxy.toString() };
    const { app: proxied } = await createApp({ config, db, clock: server.clock, mailer: { async send() {} }, logger: false });
    try {
      const alerts = () => proxied.inject({ method: 'GET', url: '/api/alerts', headers: headers(admin) });
      expect((await alerts()).statusCode).toBe(200);
      await proxy.down();
      const down = await alerts();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json()).toEqual({ message: MESSAGES.serviceUnavailable, code: 'UNAVAILABLE' });
      await proxy.up();
      // As a client told Retry-After would: a connection the outage broke may still answer 503
      // once, until the pool has replaced it.
      await expect.poll(async () => (await alerts()).statusCode, { timeout: 10_000, interval: 250 }).toBe(200);
    } finally {
      await proxy.up().catch(() => {});
      await proxied.close();
      await db.close();
      await proxy.close();
    }
  });

  it.skipIf(process.env.DATABASE_URL)('answers 503 with Retry-After once the embedded database is gone', async () => {
    const other = await startTestServer({ mailer: { async send() {} } });
    const session = await other.login('admin');
    await other.db.close();
    try {
      const res = await as(other, session)('GET', '/api/alerts');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toEqual({ message: MESSAGES.serviceUnavailable, code: 'UNAVAILABLE' });
    } finally {
      await other.close().catch(() => {});
    }
  });
});
