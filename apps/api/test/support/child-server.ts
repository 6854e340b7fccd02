import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../src/seed/demo-tenants.ts';
import { eventually } from './eventually.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
/** What `npm run build -w apps/api` writes and `npm start` runs. */
export const COMPILED_MAIN = path.join(REPO_ROOT, 'apps/api/dist/main.js');

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** What the server wrote (its log), for the assertion messages. */
  output(): string;
  /** Calls as the browser does, signed in as `session` when given. */
  call(method: string, p: string, opts?: { body?: unknown; session?: ChildSession }): Promise<{ status: number; body: any }>;
  login(username: string): Promise<ChildSession>;
  /** SIGKILL: the process ends at once, as a crash or an OOM kill would end it. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own shutdown. */
  stop(): Promise<void>;
}

export interface ChildSession {
  token: string;
  personId: number;
}

/** Fastify's own line (at LOG_LEVEL info) once the server listens: where it listens. */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * The real server, compiled as `npm start` runs it (apps/api/dist, built by the API project's
 * global setup, global-build.ts), in a process of its own, with `env` added to the environment:
 * for tests that end a server as a crash would. It listens on a port the kernel gives it (PORT=0)
 * and says which in its log, unless `env.PORT` names one: a port found free beforehand can be
 * taken by another test's server before this one binds it, and the readiness check would then ask
 * that server.
 */
export async function startChildServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ChildServer> {
  const args = ['--enable-source-maps', COMPILED_MAIN];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const named = env.PORT && env.PORT !== '0' ? `http://127.0.0.1:${env.PORT}` : null;
  let url = named ?? '';

  const call: ChildServer['call'] = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { subdomain_name: 'demo' };
    if (opts.session) {
      headers.authorization = `Bearer ${opts.session.token}`;
      headers.user_id = String(opts.session.personId);
    }
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url + p, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  // Ready, or exited: either ends the wait; only a server that does neither in time is killed.
  const started = () => {
    if (child.exitCode !== null) return true;
    url = named ?? LISTENING.exec(output)?.[1] ?? '';
    if (!url) return false;
    return fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
  };
  await eventually(started, { timeoutMs, intervalMs: 250, what: 'the server ready' }).catch(() => {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output}`);
  });
  if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);

  return {
    url,
    process: child,
    output: () => output,
    call,
    async login(username) {
      const res = await call('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.token, personId: res.body.user.person_id };
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
