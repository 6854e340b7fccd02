import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoSeriousA11yViolations, login, tenantURL, test } from './fixtures.ts';
import { contrastRatio } from './support/layout.ts';

test.describe('axe: no serious or critical violations', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login');
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
    await login(page, 'admin');
    await page.goto('/class-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Class Search' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/class-search');

    await page.goto('/class/1');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/class/1');
  });

  test('/login of acme, and a screen reached with the keyboard (skip link shown)', async ({ page }) => {
    await page.goto(`${tenantURL('acme')}/login`);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login of acme');

    await login(page, 'coordinator');
    await page.goto('/coordinator');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the skip link');
  });
});

test.describe('the login logo is readable on each tenant', () => {
  for (const tenant of ['demo', 'acme'] as const) {
    test(tenant, async ({ page }) => {
      await page.goto(`${tenantURL(tenant)}/login`);
      const brand = page.getByTestId('login-brand');
      const logo = brand.getByRole('img', { name: /logo$/ });
      await expect(logo).toBeVisible();
      // The tenant's name beside the logo: axe's contrast check on the band's own colours.
      const axe = await new AxeBuilder({ page }).include('[data-testid="login-brand"]').withRules(['color-contrast']).analyze();
      expect(axe.violations.map((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
      expect(axe.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);

      // The logo's word mark (its last text) drawn on the band: AA contrast, which axe cannot see inside an image.
      const svg = await logo.evaluate(async (img: HTMLImageElement) => (await fetch(img.src)).text());
      const fills = [...svg.matchAll(/<text[^>]*fill="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1] ?? '');
      const wordMark = fills.at(-1) ?? '';
      const background = await brand.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(contrastRatio(wordMark, background), `${wordMark} on ${background}`).toBeGreaterThanOrEqual(4.5);
    });
  }
});
