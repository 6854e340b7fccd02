/**
 * The benchmark's processes (bench/run.ts): a throwaway PostgreSQL database (or in-memory
 * PGlite in the child), and the server in a child process, so that the load generator does
 * not share its event loop.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { compileBenchServer } from './compile-server.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  label: string;
  /** DATABASE_URL for the child; undefined means PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export async function prepareDatabase(pglite: boolean): Promise<BenchDatabase> {
  if (pglite) return { label: 'PGlite (embedded, in memory)', url: undefined, drop: async () => {} };
  const serverUrl = process.env.DATABASE_URL || DEFAULT_URL;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let version = '';
  try {
    version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '';
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL ${version} at ${url.host}, throwaway database ${name}`,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface Started {
  child: ChildProcess;
  port: number;
  /** The course with the 60-module agenda (bench/server.ts inserts it). */
  agendaCourseId: number;
  /** The demo seed's class of 2,000 learners over 3 days. */
  rosterClassId: number;
  /** A class of --roster-learners (10,000) generated learners over the same 3 days (bench/big-roster.ts). */
  bigRosterClassId: number;
}

/** How much the server adds to the demo tenant before it listens (bench/server.ts). */
export interface ScaleCounts {
  courses: number;
  studies: number;
  vended: number;
  people: number;
  rosterLearners: number;
}

/** bench/server.ts in a child process (its own event loop), on the database given; answers once it listens. */
export async function startServer(databaseUrl: string | undefined, counts: ScaleCounts, profileDir?: string): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    BENCH_COURSES: String(counts.courses),
    BENCH_STUDIES: String(counts.studies),
    BENCH_VENDED: String(counts.vended),
    BENCH_PEOPLE: String(counts.people),
    BENCH_ROSTER_LEARNERS: String(counts.rosterLearners),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // As `npm start` runs it: compiled JavaScript (compile-server.ts).
  const child = fork(await compileBenchServer(), [], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env,
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  type Ready = Omit<Started, 'child'>;
  const ready = await new Promise<Ready>((resolve, reject) => {
    let buffer = '';
    // Seeding 50,000 courses takes seconds on PostgreSQL, longer on PGlite.
    const timer = setTimeout(() => reject(new Error('the server did not start within 300 s')), 300_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as Ready);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before listening`));
    });
  });
  return { child, ...ready };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
