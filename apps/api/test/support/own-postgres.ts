import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a fresh cluster in a temporary
 * folder, trust auth on loopback), for tests that stop and start the server itself: the shared
 * one on 5432 serves every other test at the same time.
 */
export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): Promise<void>;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  return found ?? null;
}

/** Whether this machine can run one (the binaries are there). */
export const canRunOwnPostgres = binDir() !== null;

export interface OwnPostgresOptions {
  /** Where its folder goes (the system's temporary folder unless given). */
  parent?: string;
  /** More server settings, as `-c name=value` would give them. */
  settings?: Record<string, string>;
}

export async function startOwnPostgres(opts: OwnPostgresOptions = {}): Promise<OwnPostgres & { dir: string }> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const dir = await mkdtemp(path.join(opts.parent ?? tmpdir(), 'cpe-own-pg-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const settings = { listen_addresses: '127.0.0.1', fsync: 'off', max_connections: '60', ...opts.settings };
  const options = [`-p ${port} -k ${dir}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
