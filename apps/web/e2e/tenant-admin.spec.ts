/**
 * Tenant administration (issue 16's Done when: "changes the theme and sees it; turns maintenance
 * on and a learner is sent away"). On a firm of its own: the admin changes the date format and
 * sees it applied, is refused a primary colour white text cannot be read on (the ratio shown),
 * saves a readable one and sees the app bar take it after a reload; as that firm's Educe ACC
 * Administrator, "Check connection" against the LMS sandbox succeeds and another URL is refused. On
 * the demo tenant: the ACC admin turns maintenance on while a learner is signed in elsewhere; the
 * learner's next page is /active-maintenance; maintenance is always turned off again.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousA11yViolations, login, signIn, test } from './fixtures.ts';
import { inTenant, setSetting } from './support/db.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';
import { lmsSandboxUrl } from './support/worker-server.ts';

const PASSWORD = 'Scratch!2026-theme';
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

let firm: ScratchTenant;
test.beforeAll(async () => {
  firm = await createScratchTenant('Theme & Partners CPAs');
});
test.beforeEach(() => test.setTimeout(180_000));

// The alert bar of the shell (the theme preview's sample alerts are notes, not alerts).
const alertBar = (page: Page) => page.getByRole('alert').first();

test('the admin changes the date format and the primary colour, and sees both applied', async ({ page, consoleErrors }) => {
  // The refused theme is a 400 the browser logs.
  consoleErrors.allow(/status of 400/);
  await setPasswordThroughLink(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/customer-admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Administration' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Date format' }).click();
  await page.getByRole('option', { name: 'YYYY-MM-DD HH:mm' }).click();
  // The largest document: out of range is named beside the field before anything is sent.
  const largest = page.getByRole('spinbutton', { name: 'Largest document (MB)' });
  await expect(largest).toHaveValue('2048');
  await largest.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('At least 1.')).toBeVisible();
  await largest.fill('500');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(alertBar(page)).toContainText('Settings saved');
  await expect(page.getByTestId('date-preview')).toHaveText(/Dates appear as: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await page.reload();
  await expect(page.getByTestId('date-preview')).toHaveText(/Dates appear as: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveText('YYYY-MM-DD HH:mm');
  await expect(largest).toHaveValue('500');

  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#ffeb3b');
  await expect(page.getByTestId('contrast-verdict')).toHaveText(/Contrast 1\.\d\d:1 with white text: fails WCAG AA/);
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(alertBar(page)).toContainText(/primary: Contrast 1\.\d\d:1 with white text: fails/);

  await primary.fill('#004d40');
  await expect(page.getByTestId('contrast-verdict')).toHaveText(/passes WCAG AA/);
  await expect(page.getByTestId('preview-app-bar')).toHaveCSS('background-color', 'rgb(0, 77, 64)');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(alertBar(page)).toContainText('Theme saved');
  await page.reload();
  await expect(page.getByRole('banner').first()).toHaveCSS('background-color', 'rgb(0, 77, 64)');

  await expectNoSeriousA11yViolations(page, '/customer-admin');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, '/customer-admin at 390 px');
});

test("the firm's ACC Administrator checks the LMS connection: the sandbox answers, another URL is refused", async ({
  page,
  consoleErrors,
}) => {
  // The refused URL is a 400 the browser logs.
  consoleErrors.allow(/status of 400/);
  const sandbox = lmsSandboxUrl();
  await inTenant(firm.subdomain, (client, tenantId) =>
    client.query(
      `INSERT INTO person_roles (tenant_id, person_id, role_id)
       SELECT $1, e.person_id, r.id FROM person_emails e, roles r
        WHERE lower(e.email_address) = lower($2) AND r.role_name = 'Educe ACC Administrator' ON CONFLICT DO NOTHING`,
      [tenantId, firm.adminEmail],
    ),
  );
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/system`);
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await page.getByRole('textbox', { name: 'LMS URL' }).fill(sandbox);
  await page.getByLabel('API key').fill('any-key');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(alertBar(page)).toContainText('LMS connection saved');
  await expect(page.getByText('A key is set. Leave empty to keep it.')).toBeVisible();
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByTestId('lms-check-result')).toHaveText('Connected to SAP.');

  // Another port is not the configured LMS: refused, so the check cannot probe it (ADR 0058).
  await page.getByRole('textbox', { name: 'LMS URL' }).fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(alertBar(page)).toContainText('Only the configured LMS may be used');
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByTestId('lms-check-result')).toHaveText('Connected to SAP.');

  await expectNoSeriousA11yViolations(page, '/system');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, '/system at 390 px');
  await logOut(page);
});

test('the ACC Administrator turns maintenance on: a signed-in learner is sent away on the next page, then gets back in', async ({
  page,
  browser,
}) => {
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  try {
    await login(learner, 'learner');
    await expect(learner.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
    await signIn(page, 'accadmin');
    await page.goto('/system');
    const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
    await maintenance.check();
    await expect(page.getByText('Maintenance is on.')).toBeVisible();

    // The learner's next navigation inside the app (no reload) re-reads the flag.
    await learner.getByRole('button', { name: 'User menu' }).click();
    await learner.getByRole('menuitem', { name: 'Home' }).click();
    await expect(learner).toHaveURL(/\/active-maintenance$/);
    await expect(learner.getByText('The application is under maintenance. Please try again later.')).toBeVisible();

    // The maintenance guard holds the ACC admin too (the maintenance guard runs on every route), but for /system, where they turn it off (ADR 0053).
    await page.goto('/customer-admin');
    await expect(page).toHaveURL(/\/active-maintenance$/);
    await page.getByRole('link', { name: 'Turn maintenance off' }).click();
    await expect(page).toHaveURL(/\/system$/);
    await page.getByRole('switch', { name: 'Maintenance mode' }).uncheck();
    await expect(page.getByText('Maintenance is on.')).toHaveCount(0);

    await learner.goto('/learner');
    await expect(learner.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  } finally {
    // Other specs share the demo tenant: maintenance never stays on.
    await setSetting('demo', 'maintenance', 0);
    await learnerContext.close();
  }
});
