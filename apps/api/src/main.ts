/** `npm start`: the API server, serving the built web app, on PORT (default 3000). */
import path from 'node:path';
import { createApp } from './app.ts';
import { isClusterSpare, portFromCluster } from './cluster-spare.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { type LmsSandbox, startLmsSandboxPreferring } from './lms-sandbox/server.ts';

const config = loadConfig();
// The sandbox starts first so that config.lmsUrl is known before the app reads it.
let lmsSandbox: LmsSandbox | undefined;
// Another instance on this machine may hold the sandbox's port: this one then takes a free port and says so.
let sandboxMovedFrom: number | null = null;
if (config.lmsSandbox) {
  ({ sandbox: lmsSandbox, movedFrom: sandboxMovedFrom } = await startLmsSandboxPreferring({
    port: config.lmsSandboxPort,
    apiKey: config.lmsApiKey,
    dataFile: path.join(config.dataDir, 'lms-sandbox.json'),
  }));
  config.lmsUrl ??= lmsSandbox.url;
}
const progress = (message: string) => console.log(message);
progress(config.databaseUrl ? 'Database: PostgreSQL' : `Database: embedded PGlite in ${config.dataDir}`);
const db = await openDatabase(config);
const { app } = await createApp({ config, db, progress });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await lmsSandbox?.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// A cluster's spare waits, ready, for the port of a process that died. Fastify loads its plugins
// and routes at ready(), which listen() would otherwise call: a second or more on a busy machine.
const spare = isClusterSpare();
if (spare) await app.ready();
const port = spare ? await portFromCluster() : config.port;
await app.listen({ port, host: config.host });
app.log.info(
  `CPE administration is running on http://localhost:${port} (tenants: http://demo.localhost:${port}, http://acme.localhost:${port}); database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}`,
);
if (sandboxMovedFrom !== null)
  app.log.warn(
    `LMS sandbox port ${sandboxMovedFrom} is taken (another instance?); the sandbox runs on ${lmsSandbox?.url} instead (set LMS_SANDBOX_PORT to choose)`,
  );
if (lmsSandbox) app.log.info(`LMS sandbox (SAP, LCVISTA, SABA) is running on ${lmsSandbox.url}; LMS_URL is ${config.lmsUrl}`);
else app.log.info(`LMS: ${config.lmsUrl ?? 'none configured (set LMS_URL)'}`);
