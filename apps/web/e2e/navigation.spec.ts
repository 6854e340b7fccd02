import { DEMO_USERS, expect, fillLogin, HOMES, login, signIn, test } from './fixtures.ts';

/** One item of the drawer menu each account must see, and one it must not. */
const MENU: Record<(typeof DEMO_USERS)[number], { shows: string; hides: string }> = {
  accadmin: { shows: 'Credit Limitations', hides: 'My External CPE' },
  admin: { shows: 'User Administration', hides: 'Credit Limitations' },
  coordinator: { shows: 'Class Search', hides: 'Credit Limitations' },
  instructor: { shows: 'Class Search', hides: 'Credit Limitations' },
  learner: { shows: 'My External CPE', hides: 'Class Search' },
  'external.learner': { shows: 'My External CPE', hides: 'User Administration' },
};

test.describe('sign-in and home of each role', () => {
  for (const username of DEMO_USERS) {
    test(`${username} lands on ${HOMES[username].path} with the menu`, async ({ page }) => {
      await login(page, username);
      await expect(page).toHaveURL(HOMES[username].path);
      await expect(page.getByRole('heading', { level: 1, name: HOMES[username].heading })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: MENU[username].shows, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: MENU[username].hides, exact: true })).toHaveCount(0);

      // `/` opens the first role's home again.
      await page.goto('/');
      await expect(page).toHaveURL(HOMES[username].path);
    });
  }
});

test('a deep link survives the sign-in', async ({ page }) => {
  await page.goto('/class-search');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, 'coordinator');
  await expect(page).toHaveURL(/\/class-search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Class Search' })).toBeVisible();
});

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const home = page.getByRole('link', { name: 'Home page' });
  await expect(home).toBeVisible();
  await home.click();
  // Home needs a session: the anonymous visitor ends on the login page.
  await expect(page).toHaveURL(/\/login$/);
});

test('a route without the permission goes to /accessDenied', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/permissions');
  await expect(page).toHaveURL(/\/accessDenied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
});

test('a role home of another role sends the user to their own home', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/learner$/);
});

test('/version shows the version and the commit', async ({ page }) => {
  await page.goto('/version');
  await expect(page.getByRole('heading', { name: 'Version' })).toBeVisible();
  await expect(page.getByTestId('version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByTestId('commit')).toHaveText(/^([0-9a-f]{7,40}|unknown)$/);
  await expect(page.getByTestId('commit')).not.toHaveText('unknown');
});
