import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs all three projects. The API project starts the real server against
 * PGlite, or against PostgreSQL when DATABASE_URL is set (a throwaway database
 * per test file, copied from one migrated and seeded per run).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/test/**/*.test.ts', 'apps/api/test/unit/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/api/**/*.test.ts'],
          // Migrates and seeds one database per run; each file starts from its own copy of it.
          globalSetup: ['apps/api/test/support/global-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and database; two at a time suit a 2-core machine.
          maxWorkers: 2,
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
          setupFiles: ['apps/web/test/support/load-call-check.ts'],
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
