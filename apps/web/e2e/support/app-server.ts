/**
 * Starts the product the way `npm start` serves it (the built web app plus /api from
 * the API server) on a free port, against a throwaway PostgreSQL database that is
 * dropped again afterwards, or on embedded PGlite when there is no PostgreSQL
 * (database-choice.ts). Used by the e2e global setup and by `npm run bench:web`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../../../../scripts/build-if-stale.mjs';
import { chooseDatabase, type E2eDatabase } from './database-choice.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { staleBuildReason, stampBuild } from './web-build-fresh.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

export interface RunningApp {
  port: number;
  /** The throwaway PostgreSQL database, or null on PGlite (the tests then go through `doorUrl`). */
  databaseUrl: string | null;
  /** On PGlite: the harness's door into the server's database (apps/api/test/support/e2e-door.ts); its path begins with the door's token. */
  doorUrl: string | null;
  /** The throwaway database's name, or 'PGlite'. */
  databaseName: string;
  /** The built-in LMS sandbox the server syncs with (its /sandbox/control switches outages), or null when off. */
  lmsSandboxUrl: string | null;
  /** Where the server's e-mail lands as .eml files: written by the SMTP sink when `smtp` is on, else by the server's file transport. */
  outboxDir: string;
  stop(): Promise<void>;
}

/** `npm run build -w apps/web`, unless E2E_SKIP_BUILD=1 or the build is newer than every source (web-build-fresh.ts). */
export function buildWebApp(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const stale = staleBuildReason();
  if (!stale) {
    console.log('e2e: apps/web/dist is newer than its sources: not rebuilt');
    return;
  }
  console.log(`e2e: building the web app (${stale})`);
  const startedAt = new Date();
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  stampBuild(startedAt);
}

/**
 * The compiled server (apps/api/dist, what `npm start` runs), built when missing or older than its
 * sources. The e2e servers on PostgreSQL and the onboarding command run it: a start of the
 * TypeScript through tsx costs about 2 CPU-s against 0.6 (measured 2026-12-04).
 */
export function buildServer(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(REPO_ROOT, COMPILED_SERVER))) return;
  buildIfStale({ only: ['server'] });
}

export const COMPILED_SERVER = 'apps/api/dist/main.js';
/** `npm run tenant:create`'s script, compiled with the server (apps/api/scripts/build.mjs). */
export const COMPILED_TENANT_CREATE = 'apps/api/dist/tenant-create.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function urlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitUntilReady(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API server was not ready on port ${port} within ${timeoutMs} ms`);
}

/**
 * Creates database e2e_<random>, starts the compiled server (`node apps/api/dist/main.js`, what
 * `npm start` runs; buildServer() builds it) with the demo seed on, waits for
 * /api/health/ready. `stop()` ends the server and drops the database. On PGlite
 * (`database`, by default chooseDatabase()) it starts apps/api/test/support/e2e-pglite-server.ts
 * instead: the same server on an in-memory PGlite, with the harness's door on a port of its own.
 *
 * The server runs its LMS sandbox (LMS_SANDBOX, ADR 0009) on a free port of its own,
 * so that a developer's `npm start` on 3100 does not clash, with no API key and no
 * LMS_URL of the environment, so that course and class syncs reach it.
 */
export async function startApp(
  opts: { logFile?: string; prefix?: string; logLevel?: string; lmsSandbox?: boolean; smtp?: boolean; database?: E2eDatabase } = {},
): Promise<RunningApp> {
  const database = opts.database ?? (await chooseDatabase());
  const adminUrl = database.kind === 'postgres' ? database.adminUrl : null;
  // Synchronous: of servers started together, the first builds and the others find the build fresh.
  if (adminUrl) buildServer();
  const throwaway = `${opts.prefix ?? 'e2e'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (adminUrl) await adminQuery(adminUrl, `CREATE DATABASE ${throwaway}`);
  const databaseUrl = adminUrl ? urlFor(adminUrl, throwaway) : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), `${throwaway}-`));
  const port = await freePort();
  const doorPort = adminUrl ? 0 : await freePort();
  const doorToken = randomBytes(24).toString('base64url');
  const lmsSandbox = opts.lmsSandbox ?? true;
  const lmsSandboxPort = lmsSandbox ? await freePort() : 0;
  const outboxDir = path.join(dataDir, 'outbox');
  // With `smtp`, mail goes over SMTP to a sink that files it where the file transport would.
  const smtp: SmtpSink | null = opts.smtp ? await startSmtpSink(outboxDir) : null;

  let log: NodeJS.WritableStream | 'ignore' = 'ignore';
  if (opts.logFile) {
    mkdirSync(path.dirname(opts.logFile), { recursive: true });
    log = createWriteStream(opts.logFile);
  }
  // On PGlite the harness (the server and its door) runs from TypeScript through tsx.
  const args = adminUrl ? [COMPILED_SERVER] : ['--import', 'tsx', 'apps/api/test/support/e2e-pglite-server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '',
      E2E_DOOR_PORT: String(doorPort),
      E2E_DOOR_TOKEN: adminUrl ? '' : doorToken,
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      SMTP_URL: smtp?.url ?? '',
      LOG_LEVEL: opts.logLevel ?? process.env.E2E_LOG_LEVEL ?? 'info',
      DB_POOL_SIZE: '5',
      LMS_SANDBOX: String(lmsSandbox),
      LMS_SANDBOX_PORT: String(lmsSandboxPort),
      LMS_URL: '',
      LMS_API_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (log !== 'ignore') {
    const out = log;
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    // A server that goes away in the middle of the suite says so in its log.
    child.once('exit', (code, signal) =>
      out.write(`${JSON.stringify({ e2e: 'server exited', code, signal, time: new Date().toISOString() })}\n`),
    );
  } else {
    child.stdout?.resume();
    child.stderr?.pipe(process.stderr);
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await smtp?.close();
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${throwaway} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // PGlite migrates and seeds on one thread, without PostgreSQL's own processes: minutes on a busy machine.
    await waitUntilReady(port, child, adminUrl ? 180_000 : 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    databaseUrl,
    doorUrl: adminUrl ? null : `http://127.0.0.1:${doorPort}/${doorToken}`,
    databaseName: adminUrl ? throwaway : 'PGlite',
    lmsSandboxUrl: lmsSandbox ? `http://127.0.0.1:${lmsSandboxPort}` : null,
    outboxDir,
    stop,
  };
}
