/**
 * The LMS sandbox on its own: `npx tsx apps/api/src/lms-sandbox/main.ts`.
 * LMS_SANDBOX_PORT (default 3100), LMS_API_KEY, LMS_SANDBOX_LATENCY_MS (default 1000) and
 * LMS_SANDBOX_DATA_FILE (in memory when unset).
 */
import { startLmsSandbox } from './server.ts';

const sandbox = await startLmsSandbox({
  port: Number(process.env.LMS_SANDBOX_PORT ?? 3100),
  latencyMs: Number(process.env.LMS_SANDBOX_LATENCY_MS ?? 1000),
  apiKey: process.env.LMS_API_KEY || undefined,
  dataFile: process.env.LMS_SANDBOX_DATA_FILE || undefined,
  logger: true,
});
console.log(`LMS sandbox (SAP, LCVISTA, SABA) on ${sandbox.url}; switches at ${sandbox.url}/sandbox/state`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
