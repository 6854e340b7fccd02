/** `npm start`: the API server, serving the built web app, on PORT (default 3000). */
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

const config = loadConfig();
const db = await openDatabase(config);
const { app } = await createApp({ config, db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `CPE administration is running on http://localhost:${config.port} (tenants: http://demo.localhost:${config.port}, http://acme.localhost:${config.port}); database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}`,
);
