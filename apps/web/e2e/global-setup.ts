/**
 * Builds the web app (when dist is stale) and starts one server per worker
 * (support/worker-server.ts says why), each on a free port against a throwaway PostgreSQL
 * database, or on embedded PGlite when there is no PostgreSQL (support/database-choice.ts),
 * with its LMS sandbox on another free port. The workers read their server from E2E_SERVERS;
 * the returned function is the global teardown.
 */
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildWebApp, type RunningApp, startApp, WEB_DIR } from './support/app-server.ts';
import { chooseDatabase } from './support/database-choice.ts';
import { type E2eServer, SERVERS_VARIABLE } from './support/worker-server.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const database = await chooseDatabase();
  const workers = Math.max(1, config.workers);
  console.log(`e2e: ${workers} worker(s), a server each, on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${database.why})`);
  buildWebApp();
  // Mail goes through a real SMTP exchange (support/smtp-sink.ts), as the issue 16 e2e asks.
  const started = await Promise.allSettled(
    Array.from({ length: workers }, (_, i) =>
      startApp({ logFile: path.join(WEB_DIR, `test-results/server-${i}.log`), smtp: true, database }),
    ),
  );
  const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(apps.map((app) => app.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  process.env[SERVERS_VARIABLE] = JSON.stringify(apps.map(describe));
  for (const [i, app] of apps.entries())
    console.log(`e2e: worker ${i}'s server on http://demo.localhost:${app.port} (${app.databaseName})`);
  return async () => {
    await stopAll();
    console.log(
      `e2e: stopped the servers${database.kind === 'postgres' ? ` and dropped ${apps.map((a) => a.databaseName).join(', ')}` : ''}`,
    );
  };
}

function describe(app: RunningApp): E2eServer {
  return {
    port: app.port,
    databaseUrl: app.databaseUrl,
    doorUrl: app.doorUrl,
    lmsSandboxUrl: app.lmsSandboxUrl,
    outboxDir: app.outboxDir,
  };
}
