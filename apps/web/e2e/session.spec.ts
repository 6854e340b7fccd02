import { DEMO_PASSWORD, expect, HOMES, login, port, tenantURL, test } from './fixtures.ts';
import { ageSessions, setSetting, withSetting } from './support/db.ts';

/** An API call as the given tenant, outside the browser (Node does not resolve *.localhost, so the tenant travels in subdomain_name). */
function apiURL(path: string) {
  return `http://127.0.0.1:${port()}/api${path}`;
}

test('the maintenance flag sends every page to /active-maintenance', async ({ page, browser }) => {
  await login(page, 'learner');
  await expect(page).toHaveURL(/\/learner$/);
  await withSetting('demo', 'maintenance', 1, async () => {
    await page.reload();
    await expect(page).toHaveURL(/\/active-maintenance$/);
    await expect(page.getByRole('heading', { name: 'Maintenance' })).toBeVisible();

    // Anonymous visitors too, in a fresh context.
    const anonymous = await browser.newContext();
    try {
      const other = await anonymous.newPage();
      await other.goto(`${tenantURL('demo')}/class-search`);
      await expect(other).toHaveURL(/\/active-maintenance$/);
      await expect(other.getByRole('heading', { name: 'Maintenance' })).toBeVisible();
    } finally {
      await anonymous.close();
    }
  });
  // Maintenance off again: the home opens.
  await page.goto('/');
  await expect(page).toHaveURL(/\/learner$/);
});

test('the idle time-out ends the session in the browser and on the server', async ({ page, consoleErrors }) => {
  // Once the server has ended the session, a call the app makes may be refused with 401.
  consoleErrors.allow(/status of 401/);
  // Sessions take the tenant's idle minutes at sign-in.
  await setSetting('demo', 'sessionIdleMinutes', 1);
  try {
    await page.clock.install();
    await login(page, 'learner');
  } finally {
    await setSetting('demo', 'sessionIdleMinutes', 30);
  }
  await expect(page.getByRole('heading', { level: 1, name: HOMES.learner.heading })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('cpe.token'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}`, subdomain_name: 'demo' };
  expect((await page.request.get(apiURL('/alerts'), { headers })).status()).toBe(200);

  // Two idle minutes pass: for the server (its clock is real, so the session's last activity moves back)…
  expect(await ageSessions('demo', 'learner', 2)).toBeGreaterThan(0);
  // …which every API process hears of within 100 ms, its kept copy of the session dropped (ADR 0045).
  await expect
    .poll(async () => (await page.request.get(apiURL('/alerts'), { headers })).status(), { timeout: 2_000, intervals: [20] })
    .toBe(401);
  // …and for the browser, whose idle timer logs out.
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('cpe.token'))).toBeNull();
});

test('a session token of demo is refused on acme', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await login(page, 'learner');
  await expect(page).toHaveURL(/\/learner$/);
  const token = await page.evaluate(() => sessionStorage.getItem('cpe.token'));
  expect(token).toBeTruthy();
  const auth = { authorization: `Bearer ${token}` };

  // Through the tenant header…
  expect((await page.request.get(apiURL('/alerts'), { headers: { ...auth, subdomain_name: 'demo' } })).status()).toBe(200);
  expect((await page.request.get(apiURL('/alerts'), { headers: { ...auth, subdomain_name: 'acme' } })).status()).toBe(401);

  // …and through the host name, from a page of acme.
  await page.goto(`${tenantURL('acme')}/login`);
  const status = await page.evaluate(
    async (authorization) => (await fetch('/api/alerts', { headers: { authorization } })).status,
    auth.authorization,
  );
  expect(status).toBe(401);
});

test('after a logout, the next person to sign in in the same tab lands on their own home, not the page left', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/course-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Search' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Where the admin was is no deep link for whoever signs in next (a learner would get Access Denied).
  expect(await page.evaluate(() => sessionStorage.getItem('cpe.deepLink'))).toBeNull();
  await page.getByLabel('Username').fill('learner');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/learner$/);
  await expect(page.getByRole('heading', { level: 1, name: HOMES.learner.heading })).toBeVisible();
});
