import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoSeriousA11yViolations, HOMES, login, signIn, tenantURL, test } from './fixtures.ts';
import { contrastRatio } from './support/layout.ts';

test.describe('axe: no serious or critical violations', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login');
  });

  test('/login with its field errors, then a refused sign-in', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Required.')).toHaveCount(2);
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Required.');
    await expectNoSeriousA11yViolations(page, '/login with field errors');
    // No such user: a refused sign-in without adding to a real account's back-off (ADR 0012).
    await page.getByLabel('Username').fill('nobody-of-this-name');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login with a refused sign-in');
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '404');
  });

  test('a role home (/learner)', async ({ page }) => {
    await login(page, 'learner');
    await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
    // The notifications have loaded (a list or 'No New Notifications').
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/learner');
  });

  test('a search page (/class-search) and an offering (/class/1)', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/class-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Class Search' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/class-search');

    await page.goto('/class/1');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/class/1');
  });

  test('external CPE: /learner/external, /learner/external2 and /learner/cpe/search', async ({ page }) => {
    await login(page, 'learner');
    for (const [path, heading] of [
      ['/learner/external', 'Request External CPE'],
      ['/learner/external2', 'External CPE from a Certificate'],
      ['/learner/cpe/search', 'External CPE Search'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  test('external CPE: the admin search (/learner/cpe/admin/search)', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/learner/cpe/admin/search');
    await expect(page.getByRole('heading', { level: 1, name: 'External CPE Administration' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/learner/cpe/admin/search');
  });

  test('/login of acme, and a screen reached with the keyboard (skip link shown)', async ({ page }) => {
    await page.goto(`${tenantURL('acme')}/login`);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login of acme');

    await signIn(page, 'coordinator');
    await page.goto('/coordinator');
    // The first Tab reaches the skip link once the app has drawn the page; a Tab pressed while the
    // page is still loading leaves the focus on the document (a run of 2026-12-04).
    await expect(page.getByRole('heading', { level: 1, name: HOMES.coordinator.heading })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the skip link');
  });
});

test.describe('the login logo is readable on each tenant', () => {
  for (const tenant of ['demo', 'acme'] as const) {
    test(tenant, async ({ page }) => {
      await page.goto(`${tenantURL(tenant)}/login`);
      const logo = page.getByRole('main').getByRole('img', { name: /logo$/ });
      await expect(logo).toBeVisible();
      // The tenant's name beside the logo: axe's contrast check on the colours behind it.
      const brand = logo.locator('..');
      await expect(brand).toContainText(tenant === 'demo' ? 'Demo & Partners CPAs' : 'Acme Tax Advisors');
      const axe = await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
      expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);

      // The logo's word mark (its last text) on the colour drawn behind the image: AA contrast,
      // which axe cannot check inside an image.
      const svg = await logo.evaluate(async (img: HTMLImageElement) => (await fetch(img.src)).text());
      const wordMark = [...svg.matchAll(/<text[^>]*fill="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1] ?? '').at(-1) ?? '';
      const background = await logo.evaluate((img) => {
        for (let el: Element | null = img.parentElement; el; el = el.parentElement) {
          const color = getComputedStyle(el).backgroundColor;
          if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
        }
        return 'rgb(255, 255, 255)';
      });
      expect(contrastRatio(wordMark, background), `${wordMark} on ${background}`).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('axe: the affidavit of attendance screens', () => {
  test('/learner/affidavit with a class found, /learner/coc and /learner/affidavitofattendance/search', async ({ page }) => {
    await signIn(page, 'learner');
    await page.goto('/learner/affidavit');
    const form = page.getByRole('search', { name: 'Find your class' });
    await form.getByRole('button', { name: 'Search classes' }).click();
    await expect(page.getByRole('table', { name: 'Classes found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/learner/affidavit');
    await page.goto('/learner/coc');
    await expect(page.getByRole('heading', { level: 1, name: 'Code of Conduct' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/learner/coc');
    await page.goto('/learner/affidavitofattendance/search');
    await expect(page.getByText('No affidavits match this search.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/learner/affidavitofattendance/search');
  });
});
