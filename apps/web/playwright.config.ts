import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser is ever
 * downloaded). The global setup builds the web app and starts a server per worker on a
 * throwaway PostgreSQL database (or embedded PGlite); see e2e/README.md.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has a server and database of its own (e2e/support/worker-server.ts), so the tests'
  // changes to tenant settings and to the LMS sandbox stay in their worker. Files spread over the
  // workers; a file's tests run in order, in one worker. E2E_WORKERS (or --workers) changes the count.
  // Three on this 2-core machine: a worker waits on its server and database between steps, and the
  // third fills those waits (2026-12-03: 170 tests in 9.3 min on three, 10.6 min on two).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three workers on this 2-core machine (shared with other work): a test has less than half the CPU it
  // had alone, so a screen takes longer to settle than on one worker.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? './test-results/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    headless: true,
    // Measured on 26 tests (2026-12-02): a trace's screencast cost 23 % of the suite's CPU and a
    // screenshot of every test 10 % more; on 13 tests (2026-12-04) its DOM snapshot at every action
    // 10-15 % (ADR 0066). A failure still keeps its screenshot, Playwright's error context (the
    // page's accessibility snapshot) and a trace of its actions, network and console.
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: CHROMIUM_LAUNCH,
    // One browser context and page per worker, reset by Playwright between tests (cookies, cache,
    // local and session storage of every origin visited, routes, init scripts, the clock, extra
    // pages, viewport): 11 % less CPU than a new context per test (30 tests, 2026-12-03), the
    // renderer's start-up saved. A test that needs a context of its own asks `browser.newContext()`.
    reuseContext: true,
    // No fades: axe measures what the screen settles on, not a frame of a transition (theme.ts).
    contextOptions: { reducedMotion: 'reduce' },
  },
});
