import { defineConfig } from 'vitest/config';
import { canStartRunCluster, startRunCluster } from './apps/api/test/support/run-cluster.ts';
import { chooseDatabase } from './apps/web/e2e/support/database-choice.ts';

/**
 * `npm test` runs all three projects. The API project starts the real server on the database the
 * e2e suite would choose: the PostgreSQL server of DATABASE_URL; else, when one answers at
 * 127.0.0.1:5432, a throwaway PostgreSQL cluster of the run's own (or that server, without
 * Debian's binaries); else embedded PGlite (API_DATABASE=pglite or =postgres decides it outright);
 * a throwaway database per test file, copied from one migrated and seeded per run.
 */
const database = await chooseDatabase(process.env, 'api');
// The test files (test-server.ts) and the template (global-template.ts) read it; workers inherit it.
// PostgreSQL not named by DATABASE_URL is a throwaway cluster of this run, in memory and without
// fsync, when Debian's binaries are here (run-cluster.ts: a fifth less time than the shared server).
const runCluster = database.kind === 'postgres' && !process.env.DATABASE_URL && canStartRunCluster;
if (runCluster) {
  process.env.CPE_RUN_CLUSTER_URL ??= await startRunCluster();
  process.env.DATABASE_URL = process.env.CPE_RUN_CLUSTER_URL;
} else if (database.kind === 'postgres') process.env.DATABASE_URL ??= database.adminUrl;
else delete process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/test/**/*.test.ts', 'apps/api/test/unit/**/*.test.ts'],
          // Runs beside the web project (same group), so Vitest needs the same worker count for both.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/api/**/*.test.ts'],
          // Builds the compiled server the child processes run, and migrates and seeds one database
          // per run; each file starts from its own copy of it.
          globalSetup: ['apps/api/test/support/global-build.ts', 'apps/api/test/support/global-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and database. On PGlite a worker is busy nearly all the
          // time, yet three finish sooner than two (328 s against 346 s, 2026-12-03); on PostgreSQL a worker also
          // waits for the server's processes, and three finish sooner (305 s on two, 235 s on three;
          // measured 2026-12-03, docs/testing.md); four on the run's own cluster, which allows 300
          // connections (the whole Vitest run 314 s against 343 s on three, 2026-12-04), three on a
          // server of DATABASE_URL, whose limit is often PostgreSQL's default of 100.
          maxWorkers: Number(process.env.API_WORKERS ?? (database.kind === 'postgres' && runCluster ? 4 : 3)),
          // One module graph per worker: the app's ~4 s import happens twice a run, not once a file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The browser's helpers and components in jsdom. Vite's own transform compiles the JSX
        // (automatic runtime, as apps/web/tsconfig.json's react-jsx), so no React plugin is needed.
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The set-up file also resets, at the end of each file, what a file leaves behind in the
          // shared window and modules (mounted trees, stores, timers, storage, the query client).
          setupFiles: ['apps/web/test/support/load-call-check.ts'],
          // One jsdom window and module graph per worker, not one per file: jsdom, MUI and the
          // contract load twice a run, not 85 times. Two workers suit a 2-core machine.
          isolate: false,
          maxWorkers: 2,
          // A screen's test takes 1–2 s on a quiet machine but up to 10 s on a loaded one (isolated
          // or not), beyond the default 5 s; a test that waits on something that never comes still fails.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
