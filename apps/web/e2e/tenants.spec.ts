import { expect, login, tenantURL, test } from './fixtures.ts';

/** The seeded primary colours (apps/api/src/seed/demo-tenants.ts) as computed styles. */
const PRIMARY = { demo: 'rgb(31, 78, 121)', acme: 'rgb(91, 44, 111)' } as const;

test('demo and acme have their own theme and name', async ({ page }) => {
  const seen: Record<string, { button: string; frame: string; title: string }> = {};
  for (const tenant of ['demo', 'acme'] as const) {
    await page.goto(`${tenantURL(tenant)}/login`);
    const button = page.getByRole('button', { name: 'Login', exact: true });
    await expect(button).toBeVisible();
    const frame = page.getByRole('main');
    seen[tenant] = {
      button: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
      frame: await frame.evaluate((el) => getComputedStyle(el).backgroundColor),
      title: await page.title(),
    };
  }
  expect(seen.demo?.button).toBe(PRIMARY.demo);
  expect(seen.demo?.frame).toBe(PRIMARY.demo);
  expect(seen.acme?.button).toBe(PRIMARY.acme);
  expect(seen.acme?.frame).toBe(PRIMARY.acme);
  expect(seen.demo?.title).toBe('Demo & Partners CPAs');
  expect(seen.acme?.title).toBe('Acme Tax Advisors');
});

test('the app bar takes the tenant colour after sign-in', async ({ page }) => {
  for (const tenant of ['demo', 'acme'] as const) {
    await login(page, 'learner', { origin: tenantURL(tenant) });
    const bar = page.locator('header').first();
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY[tenant]);
  }
});
