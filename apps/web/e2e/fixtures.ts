/**
 * Shared fixtures of the e2e suite:
 *  - `baseURL` is the demo tenant of the worker's server (http://demo.localhost:PORT, support/worker-server.ts);
 *    `tenantURL('acme')` gives another;
 *  - `consoleErrors` collects console errors and page errors and fails the test on any
 *    (a test that provokes one on purpose allows it with `consoleErrors.allow(/…/)`);
 *  - `login(page, username)` signs in through the login form;
 *  - `signIn(page, username)` signs in without it, before the page's next load (support/sign-in.ts);
 *  - `expectNoSeriousA11yViolations(page)` runs axe and fails on serious or critical findings.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { profileRenderer } from './support/cpu-profile.ts';
import { clearRateLimits } from './support/db.ts';
import { DEMO_PASSWORD } from './support/demo-password.ts';
import { workerServer } from './support/worker-server.ts';

export { DEMO_PASSWORD };

export const DEMO_USERS = ['accadmin', 'admin', 'coordinator', 'instructor', 'learner', 'external.learner'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** Each account's home (`/` sends there) and its heading (RoleHome: `${route title} Home`). */
export const HOMES: Record<DemoUser, { path: string; heading: string }> = {
  accadmin: { path: '/accadmin', heading: 'Educe ACC Administrator Home' },
  admin: { path: '/admin', heading: 'Admin Home' },
  coordinator: { path: '/coordinator', heading: 'On-site Coordinator Home' },
  instructor: { path: '/instructor', heading: 'Instructor Home' },
  learner: { path: '/learner', heading: 'Learner Home' },
  'external.learner': { path: '/learner', heading: 'Learner Home' },
};

/** The port of this worker's server (support/worker-server.ts). */
export function port(): number {
  return workerServer().port;
}

export function tenantURL(subdomain: string): string {
  return `http://${subdomain}.localhost:${port()}`;
}

export interface ConsoleErrors {
  readonly messages: string[];
  /** Console errors matching this pattern do not fail the test. */
  allow(pattern: RegExp): void;
}

/** Fills the login form of the current page and submits it; resolves once the URL has left /login. */
export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Opens /login of the page's tenant (the baseURL unless `origin` is given) and signs in. */
export async function login(page: Page, username: string, opts: { password?: string; origin?: string } = {}): Promise<void> {
  await page.goto(`${opts.origin ?? ''}/login`);
  await fillLogin(page, username, opts.password);
}

export { signIn } from './support/sign-in.ts';

export async function expectNoSeriousA11yViolations(page: Page, name: string): Promise<void> {
  // A dialog fading in is half transparent: axe would measure the contrast of a frame, not of the screen.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe on ${name}`).toEqual([]);
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  baseURL: async ({}, use) => {
    await use(tenantURL('demo'));
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') messages.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      await clearRateLimits();
      await profileRenderer(page, testInfo, () =>
        use({
          messages,
          allow: (pattern) => {
            allowed.push(pattern);
          },
        }),
      );
      const unexpected = messages.filter((m) => !allowed.some((p) => p.test(m)));
      if (unexpected.length > 0) await testInfo.attach('console-errors', { body: unexpected.join('\n'), contentType: 'text/plain' });
      expect(unexpected, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
