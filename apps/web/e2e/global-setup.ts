/**
 * Builds the web app and starts the server on a free port against a throwaway
 * PostgreSQL database (support/app-server.ts), with its LMS sandbox on another free
 * port. The tests read E2E_PORT, E2E_DATABASE_URL, E2E_LMS_SANDBOX_URL and E2E_OUTBOX_DIR; the
 * returned function is the global teardown.
 */
import path from 'node:path';
import { buildWebApp, startApp, WEB_DIR } from './support/app-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildWebApp();
  // Mail goes through a real SMTP exchange (support/smtp-sink.ts), as the issue 16 e2e asks.
  const app = await startApp({ logFile: path.join(WEB_DIR, 'test-results/server.log'), smtp: true });
  process.env.E2E_PORT = String(app.port);
  process.env.E2E_DATABASE_URL = app.databaseUrl;
  process.env.E2E_LMS_SANDBOX_URL = app.lmsSandboxUrl ?? '';
  process.env.E2E_OUTBOX_DIR = app.outboxDir;
  console.log(`e2e: server on http://demo.localhost:${app.port} (database ${app.databaseName})`);
  return async () => {
    await app.stop();
    console.log(`e2e: stopped the server and dropped ${app.databaseName}`);
  };
}
