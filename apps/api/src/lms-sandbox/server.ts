import Fastify from 'fastify';
import { controlRoutes } from './control-routes.ts';
import { csodDialect } from './dialects/csod.ts';
import { lcvistaDialect } from './dialects/lcvista.ts';
import { sabaDialect } from './dialects/saba.ts';
import { sapDialect } from './dialects/sap.ts';
import { createPersistence } from './persistence.ts';
import { SandboxStore } from './store.ts';
import type { SandboxControl, SandboxState } from './types.ts';

export type { FailureMode, SandboxControl } from './types.ts';

export interface LmsSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback by default: the sandbox is for this machine only. */
  host?: string;
  /** Delay before each queued message is processed; default 1000 ms. */
  latencyMs?: number;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string | undefined;
  /** JSON file that keeps the records across restarts; in memory only when unset. */
  dataFile?: string | undefined;
  /** Log requests (pino at info); default off. */
  logger?: boolean;
}

export interface LmsSandbox {
  /** e.g. http://127.0.0.1:3100 — the base URL for every dialect. */
  url: string;
  close(): Promise<void>;
  control(opts: SandboxControl): void;
  reset(): void;
  state(): SandboxState;
}

/**
 * The sandbox on `options.port`, or on a free port when another process (a second instance
 * of the product on this machine) holds it: `movedFrom` then names the port it could not have.
 */
export async function startLmsSandboxPreferring(
  options: LmsSandboxOptions & { port: number },
): Promise<{ sandbox: LmsSandbox; movedFrom: number | null }> {
  try {
    return { sandbox: await startLmsSandbox(options), movedFrom: null };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return { sandbox: await startLmsSandbox({ ...options, port: 0 }), movedFrom: options.port };
  }
}

/**
 * A stand-in for the tenants' LMSs (SAP, LCVISTA, SABA and CSOD dialects on one port), so demos,
 * development and tests can sync without a real LMS. See ADR 0009.
 */
export async function startLmsSandbox(options: LmsSandboxOptions = {}): Promise<LmsSandbox> {
  const app = Fastify({ logger: options.logger ?? false });
  const persistence = createPersistence(options.dataFile, (error) =>
    app.log.error({ err: error }, 'LMS sandbox: cannot use its data file'),
  );
  const store = new SandboxStore(options.latencyMs ?? 1000, persistence);
  await store.open();

  const ctx = { store, apiKey: options.apiKey };
  await app.register(controlRoutes, { store, apiKey: options.apiKey });
  await app.register(async (scope) => sapDialect(scope, ctx));
  await app.register(async (scope) => lcvistaDialect(scope, ctx));
  await app.register(async (scope) => sabaDialect(scope, ctx));
  await app.register(async (scope) => csodDialect(scope, ctx));

  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({ port: options.port ?? 0, host });
  } catch (error) {
    await app.close();
    await store.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    async close() {
      await app.close();
      await store.close();
    },
    control: (opts) => store.control(opts),
    reset: () => store.reset(),
    state: () => store.snapshot(),
  };
}
