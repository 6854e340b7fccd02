/**
 * Which database the e2e servers run on, and the API tests too (vitest.config.ts): PostgreSQL
 * when one is named (E2E_PG_URL for the e2e, or DATABASE_URL) or answers at 127.0.0.1:5432 (as in
 * CI), else embedded PGlite, so that `npm test` passes on a machine with no PostgreSQL server.
 * E2E_DATABASE (API_DATABASE for the API tests) =pglite or =postgres decides it outright.
 */
import { Socket } from 'node:net';

export type E2eDatabase = { kind: 'postgres'; adminUrl: string; why: string } | { kind: 'pglite'; why: string };

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server of `url`, at its maintenance database: where throwaway databases are created. */
function adminUrlOf(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

/** Whether something accepts a TCP connection at host:port within `timeoutMs`. */
function answers(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

export async function chooseDatabase(env: NodeJS.ProcessEnv = process.env, suite: 'e2e' | 'api' = 'e2e'): Promise<E2eDatabase> {
  const variable = suite === 'e2e' ? 'E2E_DATABASE' : 'API_DATABASE';
  const forced = env[variable];
  if (forced && forced !== 'pglite' && forced !== 'postgres') throw new Error(`${variable} is '${forced}': pglite or postgres`);
  if (forced === 'pglite') return { kind: 'pglite', why: `${variable}=pglite` };
  if (suite === 'e2e' && env.E2E_PG_URL) return { kind: 'postgres', adminUrl: env.E2E_PG_URL, why: 'E2E_PG_URL' };
  if (env.DATABASE_URL) return { kind: 'postgres', adminUrl: adminUrlOf(env.DATABASE_URL), why: 'DATABASE_URL' };
  if (forced === 'postgres' || (await answers('127.0.0.1', 5432))) return { kind: 'postgres', adminUrl: LOCAL_PG, why: '127.0.0.1:5432' };
  return { kind: 'pglite', why: 'no PostgreSQL at 127.0.0.1:5432 and neither E2E_PG_URL nor DATABASE_URL set' };
}
