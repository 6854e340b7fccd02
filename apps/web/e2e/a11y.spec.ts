import { expect, expectNoSeriousA11yViolations, login, test } from './fixtures.ts';

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
});
