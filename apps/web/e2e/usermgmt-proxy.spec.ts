/**
 * /admin/usermanagement and /admin/proxy on a firm of its own, at 390 px (ADR 0039): the first
 * administrator restricts the external e-mail domains (a registration at another domain is
 * refused, one at the firm's succeeds), closes registration (the register page says so) and
 * reopens it; then acts on behalf of the new learner, sees the banner, changes their name (audited
 * under both names), finds no Change Password, stops, and is back as the administrator.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, fillLogin, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, readMailTo, type ScratchTenant } from './support/onboarding.ts';
import { logOut, setPasswordThroughLink } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-first';
const LEARNER_PASSWORD = 'Learner!2026-pass';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: PHONE });

let firm: ScratchTenant;
let domain: string;
let learnerEmail: string;

test.beforeAll(async () => {
  firm = await createScratchTenant('Proxy & Partners CPAs');
  domain = `${firm.subdomain}.example.com`;
  learnerEmail = `lena@${domain}`;
});

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, firm.adminEmail, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
}

async function saveSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User management settings were saved' })).toBeVisible();
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto(`${firm.origin}/register`);
  await page.getByLabel('First Name').fill('Lena');
  await page.getByLabel('Last Name').fill('Learner');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
}

test('the administrator restricts the domains: a registration at another domain is refused, one at the firm’s succeeds', async ({
  page,
  consoleErrors,
}) => {
  // The refused registration is a 400 on purpose.
  consoleErrors.allow(/status of 400 .*\/api\/external-user\/register/);
  await setPasswordThroughLink(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/admin/usermanagement`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill(`@${domain.toUpperCase()}`);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('list', { name: 'Allowed domains' })).toContainText(domain);
  await saveSettings(page);
  await expectNoSidewaysScroll(page, '/admin/usermanagement');
  await expectNoSeriousA11yViolations(page, '/admin/usermanagement');
  await logOut(page);

  await register(page, 'lena@elsewhere.example.org');
  await expect(page.getByText(`Only e-mail addresses at ${domain} may be used.`)).toBeVisible();
  await register(page, learnerEmail);
  await expect(page).toHaveURL(/\/checkEmail$/);
  // The outbox job delivers the e-mail shortly after the registration commits.
  let link = '';
  await expect
    .poll(
      async () => {
        link = /https?:\/\/\S+\/password\?token=[A-Za-z0-9_-]+/.exec(await readMailTo(learnerEmail).catch(() => ''))?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await page.goto(link);
  await page.getByLabel('New Password').fill(LEARNER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(LEARNER_PASSWORD);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('User Password successfully updated!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await logOut(page);
});

test('closed registration: the register page says so; reopened, the form is back', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${firm.origin}/admin/usermanagement`);
  await page.getByLabel('External users may register themselves').uncheck();
  await saveSettings(page);
  await logOut(page);
  await page.goto(`${firm.origin}/register`);
  await expect(page.getByText('Registration is closed. Please contact your administrator for an account.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'closed registration');

  await signInAsAdmin(page);
  await page.goto(`${firm.origin}/admin/usermanagement`);
  await page.getByLabel('External users may register themselves').check();
  await saveSettings(page);
  await logOut(page);
  await page.goto(`${firm.origin}/register`);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('the administrator acts on behalf of the learner: banner, an audited change, no password, and back', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${firm.origin}/admin/proxy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Proxy' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Person' }).fill('Lena');
  await page.getByRole('option', { name: /Lena Learner/ }).click();
  await expectNoSeriousA11yViolations(page, '/admin/proxy');
  await page.getByRole('button', { name: 'Act on behalf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Act on behalf' });
  await expect(confirm).toContainText('Act on behalf of Lena Learner?');
  await confirm.getByRole('button', { name: 'Act on behalf' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'You are acting on behalf of Lena Learner' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Stop acting' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the proxy banner');
  await expectNoSeriousA11yViolations(page, 'a page while acting on behalf');

  // A change of the learner's own settings, audited under both names; Change Password is not offered.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: learnerEmail }).click();
  const settings = page.getByRole('dialog', { name: 'User Settings' });
  // How the learner signs in is theirs to change, not the administrator's (ADR 0056).
  await expect(settings.getByLabel('Email')).not.toBeEditable();
  await expect(settings.getByText('A proxy session cannot change sign-in details: e-mail, user name or password.').first()).toBeVisible();
  await settings.getByLabel('First Name').fill('Lenna');
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings.getByText('User Settings successfully updated!')).toBeVisible();
  await expect(settings.getByText('Change Password')).toHaveCount(0);
  await settings.getByRole('button', { name: 'Close' }).click();
  const audit = await inTenant(firm.subdomain, async (client) => {
    const { rows } = await client.query(
      `SELECT a.person_id, a.proxy_person_id, p.username AS admin FROM audit_log a JOIN persons p ON p.id = a.proxy_person_id
        WHERE a.entity = 'persons' AND a.after->>'name_primary_first' = 'Lenna' ORDER BY a.id DESC LIMIT 1`,
    );
    return rows[0] as { person_id: number; proxy_person_id: number; admin: string } | undefined;
  });
  expect(audit?.admin).toBe(firm.adminEmail);
  expect(audit?.person_id).not.toBe(audit?.proxy_person_id);

  await banner.getByRole('button', { name: 'Stop acting' }).click();
  // Back as the administrator: no banner, and the history shows the session, stopped.
  await expect(page.getByText(/You are acting on behalf of/)).toHaveCount(0);
  await page.goto(`${firm.origin}/admin/proxy`);
  await expect(page.getByText(/acted on behalf of Lenna Learner from .* until /)).toBeVisible();
  // The administrator's own session again: their page opens.
  await page.goto(`${firm.origin}/admin/usermanagement`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
});
