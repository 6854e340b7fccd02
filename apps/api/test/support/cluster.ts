import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Debian's nginx, which `npm run start:cluster` needs (CI installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** What `scripts/cluster.mjs` prints once nginx answers. */
export interface ClusterReady {
  url: string;
  /** The API processes' ports, and their process ids in the same order. */
  processes: number[];
  pids: number[];
  nginx: number;
}

export interface Cluster {
  ready: ClusterReady;
  /** nginx's own address (127.0.0.1 rather than localhost). */
  url: string;
  process: ChildProcess;
  output(): string;
  /** When (performance.now()) the cluster's output first held `text`; waits for it. */
  seen(text: string, timeoutMs?: number): Promise<number>;
  /** SIGTERM to the cluster, as a service manager stops it; answers once it has exited. */
  stop(): Promise<void>;
}

/**
 * `npm run start:cluster` as a person runs it: scripts/cluster.mjs with `processes` API processes
 * (the compiled server) behind nginx, on `env`'s DATABASE_URL. Only the server is built (the API
 * answers without the web app).
 */
export async function startCluster(env: Record<string, string>, processes = 2): Promise<Cluster> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--processes', String(processes), '--port', String(port), '--skip-web-build'],
    { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const waiting: { text: string; resolve: (at: number) => void }[] = [];
  const seenAt = new Map<string, number>();
  const hear = (chunk: Buffer) => {
    output += chunk.toString();
    const now = performance.now();
    for (const w of waiting.splice(0)) {
      if (output.includes(w.text)) w.resolve(now);
      else waiting.push(w);
    }
  };
  child.stdout?.on('data', hear);
  child.stderr?.on('data', hear);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const seen = (text: string, timeoutMs = 120_000) => {
    const known = seenAt.get(text);
    if (known !== undefined) return Promise.resolve(known);
    if (output.includes(text)) return Promise.resolve(performance.now());
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the cluster never said "${text}":\n${output.slice(-3000)}`)), timeoutMs);
      waiting.push({
        text,
        resolve: (at) => {
          clearTimeout(timer);
          seenAt.set(text, at);
          resolve(at);
        },
      });
      child.once('exit', (code) => reject(new Error(`the cluster exited (${code}) before "${text}":\n${output.slice(-3000)}`)));
    });
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await seen('CLUSTER READY', 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  const line = output.split('\n').find((l) => l.startsWith('CLUSTER READY ')) as string;
  const ready = JSON.parse(line.slice('CLUSTER READY '.length)) as ClusterReady;
  return { ready, url: `http://127.0.0.1:${port}`, process: child, output: () => output, seen, stop };
}
