/**
 * Each Playwright worker has a server of its own (the global setup starts one per worker): its
 * own database with its own demo tenants, LMS sandbox and outbox. The tests change tenant
 * settings (maintenance, idle minutes), switch the sandbox's outages and count the e-mails to an
 * address: on a server of their own, two workers' tests never see each other's changes.
 *
 * The global setup hands the servers to the workers in E2E_SERVERS (JSON, one per worker); a
 * worker takes the one of its TEST_PARALLEL_INDEX (0 … workers-1, kept by a worker that
 * replaces one that failed).
 */
export interface E2eServer {
  port: number;
  /** The throwaway PostgreSQL database, or null on PGlite. */
  databaseUrl: string | null;
  /** On PGlite: the door into the server's database (apps/api/test/support/e2e-door.ts). */
  doorUrl: string | null;
  lmsSandboxUrl: string | null;
  outboxDir: string;
}

export const SERVERS_VARIABLE = 'E2E_SERVERS';

let mine: E2eServer | undefined;

export function workerServer(): E2eServer {
  if (mine) return mine;
  const list = process.env[SERVERS_VARIABLE];
  if (!list) throw new Error(`${SERVERS_VARIABLE} is not set: run the tests through playwright.config.ts (global setup)`);
  const servers = JSON.parse(list) as E2eServer[];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const server = servers[index];
  if (!server) throw new Error(`no e2e server for worker ${index} (${servers.length} started)`);
  mine = server;
  return server;
}

export function lmsSandboxUrl(): string {
  const url = workerServer().lmsSandboxUrl;
  if (!url) throw new Error('the e2e server runs without its LMS sandbox');
  return url;
}
