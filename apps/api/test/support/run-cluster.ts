import { existsSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canRunOwnPostgres, startOwnPostgres } from './own-postgres.ts';

/**
 * The API tests' PostgreSQL when no server is named (vitest.config.ts): a throwaway cluster of
 * Debian's PostgreSQL binaries for this run alone, in memory (/dev/shm), without the durability
 * a real deployment needs: no fsync, no full-page writes, asynchronous commits, minimal WAL.
 * Each test file copies the run's template database and drops its copy; on the shared server
 * every drop forces a checkpoint that writes the other files' pages to disk and every commit
 * waits for an fsync, which made a quarter of the suite's CPU time kernel time (measured
 * 2026-12-03: a copy and a drop 0.8 CPU-s there, 0.13 here; the API project 316 s against 275 s).
 * The tests of durability itself (postgres-restart.test.ts) start clusters of their own, and
 * .ci/run also runs the whole project on the machine's server.
 */

/** In memory when /dev/shm has room for it (a container's is often 64 MB), else the temporary folder. */
const PARENT = roomy('/dev/shm', 2 * 1024 ** 3) ? '/dev/shm' : undefined;

function roomy(dir: string, bytes: number): boolean {
  if (!existsSync(dir)) return false;
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize >= bytes;
}
const OWNER_FILE = 'owner.pid';

const SETTINGS = {
  fsync: 'off',
  full_page_writes: 'off',
  synchronous_commit: 'off',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_wal_size: '512MB',
  max_connections: '300',
  shared_buffers: '256MB',
};

export const canStartRunCluster = canRunOwnPostgres;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Clusters of runs that were killed before they could stop theirs: stopped and removed. */
function removeAbandoned(parent: string): void {
  for (const name of readdirSync(parent).filter((n) => n.startsWith('cpe-own-pg-'))) {
    const dir = path.join(parent, name);
    const owner = Number(existsSync(path.join(dir, OWNER_FILE)) ? readFileSync(path.join(dir, OWNER_FILE), 'utf8') : 0);
    if (!owner || alive(owner)) continue;
    stopNow(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pg_ctl's immediate stop: the data is thrown away anyway. */
function stopNow(dir: string): void {
  const pidFile = path.join(dir, 'data', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
}

/** Starts the run's cluster and returns its maintenance URL; it stops when this process exits. */
export async function startRunCluster(): Promise<string> {
  removeAbandoned(PARENT ?? tmpdir());
  const cluster = await startOwnPostgres({ parent: PARENT, settings: SETTINGS });
  writeFileSync(path.join(cluster.dir, OWNER_FILE), String(process.pid));
  process.once('exit', () => {
    stopNow(cluster.dir);
    rmSync(cluster.dir, { recursive: true, force: true });
  });
  return cluster.url;
}
