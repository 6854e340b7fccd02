/**
 * `npm run bench:cluster [-- --duration 10 --connections 50]`: throughput through nginx with one
 * API process and with two, in one run (issue 17: "measure throughput with 1 and 2 processes
 * and report the ratio"). A throwaway database on DATABASE_URL's server (default the local one)
 * gets the demo data; then for 1 and 2 processes `npm run start:cluster` runs, and autocannon
 * measures the authenticated refs and person routes through nginx. Needs Debian's nginx.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareDatabase } from './bench-processes.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '8089' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

/** `npm run start:cluster` with n processes; answers once it prints CLUSTER READY. */
async function startCluster(databaseUrl: string, processes: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/cluster.mjs', '--processes', String(processes), '--port', values.port as string], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('CLUSTER READY')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the cluster exited with code ${code}: ${out.slice(-500)}`)));
  });
  return child;
}

async function stopCluster(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(base: string): Promise<Record<string, { rps: number; p99: number }>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', subdomain_name: 'demo' },
    body: JSON.stringify({ username: 'admin', password: 'Demo!2026pass' }),
  });
  const session = (await login.json()) as { token: string; user: { person_id: number } };
  const headers = { subdomain_name: 'demo', authorization: `Bearer ${session.token}`, user_id: String(session.user.person_id) };
  const routes = { refs: '/api/sys-config/get-refs-by-user', person: `/api/person/${session.user.person_id}` };
  const figures: Record<string, { rps: number; p99: number }> = {};
  for (const [route, p] of Object.entries(routes)) {
    const seen = new Set<string>();
    // Without a callback autocannon answers a promise that is also the running instance.
    const instance = autocannon({ url: base + p, headers, connections, duration }) as unknown as autocannon.Instance &
      Promise<autocannon.Result>;
    // Say what a socket error was, once per kind.
    instance.on('reqError', (err: Error) => {
      if (!seen.has(err.message)) console.error(`${route}: ${err.message}`);
      seen.add(err.message);
    });
    const result = await instance;
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(
        `${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} time-outs, ${result.resets} resets)`,
      );
    figures[route] = { rps: result.requests.average, p99: result.latency.p99 };
  }
  return figures;
}

// A throwaway database on DATABASE_URL's server, as npm run bench makes it.
const database = await prepareDatabase(false);
const url = database.url as string;
try {
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'ignore',
  });
  const results: Record<number, Record<string, { rps: number; p99: number }>> = {};
  for (const processes of [1, 2]) {
    const cluster = await startCluster(url, processes);
    try {
      results[processes] = await measure(`http://127.0.0.1:${values.port}`);
    } finally {
      await stopCluster(cluster);
    }
  }
  console.log(`through nginx, ${connections} connections, ${duration} s per route, ${cpus().length} cores:`);
  for (const route of ['refs', 'person']) {
    const one = results[1]?.[route];
    const two = results[2]?.[route];
    if (!one || !two) continue;
    console.log(
      `${route.padEnd(7)} 1 process ${one.rps.toFixed(0)} req/s (p99 ${one.p99} ms), 2 processes ${two.rps.toFixed(0)} req/s (p99 ${two.p99} ms): ratio ${(two.rps / one.rps).toFixed(2)}`,
    );
  }
} finally {
  await database.drop();
}
