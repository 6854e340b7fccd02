import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { createApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import type { Mailer } from '../../src/modules/email/mailer.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import type { AppServices } from '../../src/platform/services.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-tenants.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export { DEMO_PASSWORD };

type InjectMethod = NonNullable<InjectOptions['method']>;

/** The body as text, decoded as fetch would decode it when the test asked for an encoding. */
function decoded(raw: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** inject's headers (strings, numbers, arrays) as the Headers of a fetch answer. */
function asHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  services: AppServices;
  db: Database;
  clock: ManualClock;
  config: Config;
  /** fetch against the server with tenant header, token and user id as the browser sends them. */
  /** `body` is the parsed JSON as the tests read it; each test asserts the shape it expects. */
  call(method: string, path: string, opts?: CallOptions): Promise<{ status: number; body: any; headers: Headers }>;
  login(username: string, tenant?: string, password?: string): Promise<Session>;
  close(): Promise<void>;
}

export interface CallOptions {
  tenant?: string | null;
  token?: string;
  userId?: number | string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface Session {
  token: string;
  personId: number;
  tenant: string;
  user: any;
}

/**
 * The run's template (global-template.ts) when there is one: outside a Vitest run of
 * the API project, nothing is provided and each database is built from scratch.
 */
function provided<K extends 'pgliteTemplate' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** The template's data directory, read once per worker; every PGlite loads its own copy of it. */
let pgliteTemplate: Promise<Blob> | undefined;
function pgliteTemplateBlob(file: string): Promise<Blob> {
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * The options that start a new PGlite (in memory or in a data folder of a test's own) as a copy
 * of the run's migrated and seeded template, when the run made one (it does on PGlite runs);
 * none otherwise, and the server's start migrates and seeds it.
 */
export async function pgliteFromTemplate(): Promise<{ loadDataDir?: Blob }> {
  const file = provided('pgliteTemplate');
  return file ? { loadDataDir: await pgliteTemplateBlob(file) } : {};
}

/**
 * A database of the test file's own: a throwaway PostgreSQL database on the DATABASE_URL
 * server, or an in-memory PGlite. Both start as copies of the run's migrated and seeded
 * template when there is one, so the server's start-up migration and seed have nothing to do.
 */
export async function openTestDatabase(): Promise<{
  db: Database;
  drop: () => Promise<void>;
  databaseUrl?: string;
  fromTemplate: boolean;
}> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const options = await pgliteFromTemplate();
    const db = await openPglite(undefined, options);
    return { db, drop: async () => {}, fromTemplate: Boolean(options.loadDataDir) };
  }
  const name = `cpe_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = provided('postgresTemplate');
  await adminQuery(base, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = databaseUrl(base, name);
  const db = await openPostgres(url, 5);
  return {
    db,
    databaseUrl: url,
    drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    fromTemplate: Boolean(template),
  };
}

export async function startTestServer(
  opts: { mailer?: Mailer; smtpUrl?: string; start?: Date; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-test-'));
  const { db, drop, databaseUrl, fromTemplate } = await openTestDatabase();
  const config: Config = {
    // The tests' configured LMS (ADR 0058) is a port nobody listens on; a test with a real LMS names its own.
    ...loadConfig({ DATA_DIR: dataDir, LMS_ALLOWED_ORIGINS: 'http://127.0.0.1:9', ...opts.env }),
    databaseUrl,
    // A copy of the run's template holds the demo data already (global-template.ts seeded it).
    seedDemo: !fromTemplate,
    smtpUrl: opts.smtpUrl,
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
  };
  const clock = new ManualClock(opts.start ?? new Date());
  const { app, services } = await createApp({ config, db, clock, mailer: opts.mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // In-process (Fastify's inject): the same hooks, parsers and handlers as a request over the
  // socket, at half the CPU of a fetch (measured 2026-12-03: 1.6 ms against 3 ms a request).
  // Tests of the socket itself (compression.test.ts, the fuzz, uploads) fetch `url`.
  const host = new URL(url).host;
  const call: TestServer['call'] = async (method, p, o = {}) => {
    const headers: Record<string, string> = { host, ...o.headers };
    if (o.tenant !== null) headers.subdomain_name = o.tenant ?? 'demo';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.userId !== undefined) headers.user_id = String(o.userId);
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await app.inject({ method: method as InjectMethod, url: p, headers, payload: body });
    const text = decoded(res.rawPayload, res.headers['content-encoding']);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a static page, an empty 204): the test sees the text.
    }
    return { status: res.statusCode, body: parsed, headers: asHeaders(res.headers) };
  };

  const login: TestServer['login'] = async (username, tenant = 'demo', password = DEMO_PASSWORD) => {
    const res = await call('POST', '/api/auth/login', { tenant, body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username}@${tenant} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { token: res.body.token, personId: res.body.user.person_id, tenant, user: res.body.user };
  };

  return {
    url,
    app,
    services,
    db,
    clock,
    config,
    call,
    login,
    async close() {
      await app.close();
      await db.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls as a signed-in user: token and user_id headers of that session. */
export function as(server: TestServer, s: Session) {
  return (method: string, p: string, o: Omit<CallOptions, 'token' | 'userId' | 'tenant'> & { tenant?: string } = {}) =>
    server.call(method, p, { tenant: s.tenant, token: s.token, userId: s.personId, ...o });
}
