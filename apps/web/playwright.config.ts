import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser is ever
 * downloaded). The global setup builds the web app and starts the server on a
 * throwaway PostgreSQL database; see e2e/README.md.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  // The tests change tenant settings (maintenance, idle time) in the shared database: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? './test-results/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    headless: true,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // No fades: axe measures what the screen settles on, not a frame of a transition (theme.ts).
    contextOptions: { reducedMotion: 'reduce' },
  },
});
