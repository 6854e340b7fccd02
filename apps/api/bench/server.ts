/**
 * The benchmark's server, run by bench/run.ts in a child process so that the
 * load generator does not share its event loop. It opens the database the parent
 * chose (DATABASE_URL: PostgreSQL; unset: in-memory PGlite), seeds the demo
 * tenants, adds the bare route, listens on a free loopback port and prints
 * `{"port": N}` as one line on stdout.
 */
import { createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';

const config: Config = { ...loadConfig(), seedDemo: true, logLevel: 'silent', host: '127.0.0.1', port: 0 };
const db = await openDatabase(config, { inMemory: true });
const { app } = await createApp({ config, db, benchRoutes: true, logger: false });

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The parent went away: do not outlive it.
process.on('disconnect', () => void shutdown());

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`${JSON.stringify({ port: address.port, database: db.kind })}\n`);
