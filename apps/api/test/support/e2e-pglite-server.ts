/**
 * The e2e suite's server when no PostgreSQL server answers (apps/web/e2e/support/app-server.ts
 * starts it as `node --import tsx` of this file): what src/main.ts runs, the LMS sandbox and then
 * the app, on embedded PGlite in memory, plus the harness's door (e2e-door.ts) on E2E_DOOR_PORT.
 * The product never loads it: nothing in src/ imports it and the build compiles src/main.ts only.
 */
import path from 'node:path';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open.ts';
import { type LmsSandbox, startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { startE2eDoor } from './e2e-door.ts';

const config = loadConfig();
if (config.databaseUrl) throw new Error('e2e-pglite-server runs on PGlite: unset DATABASE_URL');
let lmsSandbox: LmsSandbox | undefined;
if (config.lmsSandbox) {
  lmsSandbox = await startLmsSandbox({ port: config.lmsSandboxPort, apiKey: config.lmsApiKey, dataFile: undefined });
  config.lmsUrl ??= lmsSandbox.url;
}
console.log(`Database: embedded PGlite in memory (e2e; data folder ${path.relative(process.cwd(), config.dataDir)})`);
const db = await openDatabase(config, { inMemory: true });
const { app } = await createApp({ config, db, progress: (message) => console.log(message) });
const door = await startE2eDoor(db, config, Number(process.env.E2E_DOOR_PORT), process.env.E2E_DOOR_TOKEN ?? '');

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  door.closeAllConnections();
  door.close();
  await app.close();
  await lmsSandbox?.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(`e2e server on PGlite: http://localhost:${config.port}, door on 127.0.0.1:${process.env.E2E_DOOR_PORT}`);
