/**
 * Adding people on a firm of its own (issue 15, ADR 0029), at 390 px: the first administrator
 * adds an internal and an external person; the external one is listed on /pending, the
 * registration e-mail is resent, and the person sets a password from the newest e-mailed link.
 * A CSV import's dry run shows the rows' problems; the fixed file imports its people.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, fillLogin, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, decodeEml, type ScratchTenant } from './support/onboarding.ts';
import { logOut, setPasswordThroughLink } from './support/scratch-steps.ts';
import { addUserBox, addUserForm, fillAddUser } from './support/user-admin-steps.ts';
import { workerServer } from './support/worker-server.ts';

const PASSWORD = 'Scratch!2026-first';
const EXTERNAL_PASSWORD = 'Outside!2026-pass';
const HEADER = 'person_type,first_name,last_name,email_address,id_type,id_value';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE });

let firm: ScratchTenant;
let externalEmail: string;

/** The /password links of every e-mail to `to` in the outbox, oldest first (files are t<tenant>-e<id>.eml). */
async function registrationLinks(to: string): Promise<string[]> {
  const dir = workerServer().outboxDir;
  const files = (await readdir(dir)).filter((f) => /^t\d+-e\d+\.eml$/.test(f));
  const byId = files.sort((a, b) => Number(/-e(\d+)/.exec(a)?.[1]) - Number(/-e(\d+)/.exec(b)?.[1]));
  const links: string[] = [];
  for (const f of byId) {
    const text = decodeEml(await readFile(path.join(dir, f), 'utf8'));
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) continue;
    const link = /https?:\/\/\S+\/password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (link) links.push(link);
  }
  return links;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, firm.adminEmail, PASSWORD);
}

/** Closes the alert bar, so that axe measures the screen under it (the bar's own colours are the theme's). */
async function closeAlert(page: Page): Promise<void> {
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

const form = addUserForm;
const box = addUserBox;
const addPerson = fillAddUser;

async function chooseCsv(page: Page, name: string, csv: string): Promise<void> {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

test.beforeAll(async () => {
  firm = await createScratchTenant('Add User & Partners CPAs');
  externalEmail = `erin@${firm.subdomain}.example.com`;
});

test('the first administrator adds an internal person, who is Active, and opens their page', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  // The drawer's menu offers the page to a user administrator.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Add User' }).click();
  // The phone's drawer stays open over the page it opened until it is dismissed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
  await addPerson(page, 'internal', 'Ivan', 'Inside', `ivan@${firm.subdomain}.example.com`);
  await box(page, 'ID Value').fill('E-1001');
  // Required fields say so before anything is sent.
  await box(page, 'Last Name').fill('');
  await form(page).getByRole('button', { name: 'Add person' }).click();
  await expect(form(page).getByText('Required.')).toBeVisible();
  await box(page, 'Last Name').fill('Inside');
  await form(page).getByRole('button', { name: 'Add person' }).click();
  const done = form(page).getByRole('status');
  await expect(done).toContainText("Ivan Inside was added with status 'Active'.");
  await expectNoSidewaysScroll(page, '/addUser at 390');
  await closeAlert(page);
  await expectNoSeriousA11yViolations(page, '/addUser at 390');
  await done.getByRole('link', { name: "Open Ivan Inside's page" }).click();
  await expect(page).toHaveURL(/\/user-administration\/internal\/\d+$/);
});

test('adds an external person: the registration e-mail is sent and a duplicate e-mail is refused', async ({ page, consoleErrors }) => {
  // The duplicate is refused with a 400, which the browser logs.
  consoleErrors.allow(/status of 400 .*\/api\/user-administration\/users/);
  await signInAsAdmin(page);
  await page.goto(`${firm.origin}/addUser`);
  await addPerson(page, 'external', 'Erin', 'Outside', 'erin-at-nowhere');
  await form(page).getByRole('button', { name: 'Add person' }).click();
  await expect(form(page).getByText('Invalid e-mail.')).toBeVisible();
  await box(page, 'Email').fill(externalEmail);
  // Internal-only fields are not offered for an external person.
  await expect(box(page, 'Username')).toHaveCount(0);
  await form(page).getByRole('button', { name: 'Add person' }).click();
  await expect(form(page).getByRole('status')).toContainText("Erin Outside was added with status 'Registration email sent'.");
  await expect.poll(() => registrationLinks(externalEmail)).toHaveLength(1);
  await addPerson(page, 'external', 'Erin', 'Again', externalEmail.toUpperCase());
  await form(page).getByRole('button', { name: 'Add person' }).click();
  await expect(form(page).getByText('A person with this e-mail address already exists.')).toBeVisible();
});

test('the external person is pending; Resend e-mails a new link, with which they set a password', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${firm.origin}/pending`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pending registrations' });
  const row = table.getByRole('row').filter({ hasText: externalEmail });
  await expect(row).toContainText('Erin Outside');
  await expect(table.getByText(`ivan@${firm.subdomain}.example.com`)).toHaveCount(0);
  await expectNoSidewaysScroll(page, '/pending at 390');
  await expectNoSeriousA11yViolations(page, '/pending at 390');
  await row.getByRole('button', { name: 'Resend to Erin Outside' }).click();
  await expect(page.getByText('Registration email sent', { exact: true })).toBeVisible();
  await expect.poll(() => registrationLinks(externalEmail)).toHaveLength(2);
  const [oldLink, newLink] = await registrationLinks(externalEmail);
  expect(newLink).not.toBe(oldLink);
  await logOut(page);

  await page.goto(newLink as string);
  await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(EXTERNAL_PASSWORD);
  await page.getByLabel('Confirm Password').fill(EXTERNAL_PASSWORD);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('User Password successfully updated!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  await logOut(page);
  await fillLogin(page, externalEmail, EXTERNAL_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  await logOut(page);

  await signInAsAdmin(page);
  await page.goto(`${firm.origin}/pending`);
  await expect(page.getByText('No registrations are pending.')).toBeVisible();
});

test('a dry run of a CSV file shows each row’s problem; the fixed file imports its people', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${firm.origin}/addUser`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  expect((await download).suggestedFilename()).toBe('people-import-template.csv');

  const bad = [
    HEADER,
    `internal,Nora,"North, Jr.",nora@${firm.subdomain}.example.com,,N-7`,
    'external,Olaf,Ost,not-an-email,,',
    `external,Erin,Twice,${externalEmail},,`,
  ].join('\r\n');
  await chooseCsv(page, 'people.csv', bad);
  await page.getByRole('button', { name: 'Check file (dry run)' }).click();
  await expect(page.getByText('Dry run: 2 of 3 rows have problems. Nothing was written.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems of the file' });
  await expect(problems.getByRole('row').filter({ hasText: 'Invalid e-mail.' })).toContainText('3');
  await expect(problems.getByRole('row').filter({ hasText: 'already exists' })).toContainText('4');
  await expect(page.getByRole('button', { name: 'Import people' })).toBeDisabled();
  await expectNoSidewaysScroll(page, 'the import problems at 390');

  const fixed = [
    HEADER,
    `internal,Nora,"North, Jr.",nora@${firm.subdomain}.example.com,,N-7`,
    `external,Olaf,Ost,olaf@${firm.subdomain}.example.com,,`,
  ].join('\r\n');
  await chooseCsv(page, 'people-fixed.csv', fixed);
  await page.getByRole('button', { name: 'Check file (dry run)' }).click();
  await expect(page.getByText('Dry run: All 2 people can be imported. Nothing was written.')).toBeVisible();
  await page.getByRole('button', { name: 'Import people' }).click();
  await expect(page.getByText('Imported 2 people.')).toBeVisible();
  const imported = page.getByRole('table', { name: 'People imported' });
  await expect(imported.getByRole('link', { name: `olaf@${firm.subdomain}.example.com` })).toHaveAttribute(
    'href',
    /\/user-administration\/external\/\d+$/,
  );
  await expect.poll(() => registrationLinks(`olaf@${firm.subdomain}.example.com`)).toHaveLength(1);
  await closeAlert(page);
  await expectNoSeriousA11yViolations(page, 'the import at 390');
  await page.goto(`${firm.origin}/pending`);
  await expect(page.getByRole('table', { name: 'Pending registrations' })).toContainText('Olaf Ost');
});
