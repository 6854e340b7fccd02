/**
 * User administration from scratch: a firm onboarded by tenant:create (no demo data). Its admin
 * (internal) sets a password, one external learner registers and another stops at the
 * e-mail; the admin finds them on /user-administration by name and by type, exports the
 * search as CSV, opens a person's Profile and Documentation and uploads a biography; the
 * search also works at 390 px.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { type Learner, registerLearner } from './support/scratch-class-steps.ts';
import { openStep } from './support/scratch-course-steps.ts';
import { logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';
import { searchPeople, searchResults } from './support/user-admin-steps.ts';

const PASSWORD = 'Scratch!2026-users';
const VERA: Learner = { first: 'Vera', last: 'Quillon', email: 'vera@quillon.example.com', password: 'Learner!2026-pass' };
const PAUL = { first: 'Paul', last: 'Quillby', email: 'paul@quillby.example.com' };

test.describe.configure({ mode: 'serial' });
// Each screen loads its chunk and data; on a machine shared with other runs that can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

let firm: ScratchTenant;

test.beforeAll(async () => {
  firm = await createScratchTenant();
});
test.beforeEach(() => test.setTimeout(180_000));

const results = searchResults;
const searchFor = searchPeople;

async function openUserAdministration(page: import('@playwright/test').Page) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'User Administration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Administration' })).toBeVisible();
}

test('the admin sets a password; one learner registers, another stops at the e-mail', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await logOut(page);
  await registerLearner(page, firm, VERA);
  await logOut(page);
  await page.goto(`${firm.origin}/register`);
  await page.getByLabel('First Name').fill(PAUL.first);
  await page.getByLabel('Last Name').fill(PAUL.last);
  await page.getByLabel('Email').fill(PAUL.email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
});

test('the admin finds people by name and by type, and exports the search as CSV', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await openUserAdministration(page);
  // Everyone of the firm, in name order: the admin, Paul and Vera.
  await expect(results(page).getByRole('row')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, 'User Administration');

  await searchFor(page, 'quil', 'External');
  await expect(results(page).getByRole('row')).toHaveCount(3);
  const paul = results(page).getByRole('row', { name: /Paul Quillby/ });
  await expect(paul).toContainText('External');
  await expect(paul).toContainText('Registration email sent');
  await expect(paul).toContainText(PAUL.email);
  await expect(results(page).getByRole('columnheader', { name: 'Person Type' })).toBeVisible();

  await searchFor(page, '', 'Internal');
  await expect(results(page).getByRole('row')).toHaveCount(2);
  await expect(results(page).getByRole('row').nth(1)).toContainText(firm.adminEmail);

  await searchFor(page, 'vera quil', 'Internal and external');
  await expect(results(page).getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,Display ID,Person Type,Email,Username,Status,Date Created,Last Login');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Vera Quillon,`);
  expect(lines[1]).toContain(`,External,${VERA.email},`);
});

test("the admin opens a person's Profile and Documentation and uploads a biography", async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await openUserAdministration(page);
  await searchFor(page, VERA.email, 'Internal and external');
  await results(page).getByRole('link', { name: 'Vera Quillon' }).click();
  await expect(page).toHaveURL(/\/user-administration\/external\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(VERA.email);

  await openStep(page, 'Documentation', 'Documentation');
  await expect(page.getByText('This user does not have a biography (optional)')).toBeVisible();
  await expect(page.getByText('This person has no documents.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Documentation of a person');
  const upload = page.getByRole('region', { name: 'Upload a document' });
  await expect(upload.getByLabel('Document Type')).toHaveValue('11');
  await upload.getByLabel('File').setInputFiles({ name: 'vera-bio.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 bio') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document Successfully Uploaded')).toBeVisible();
  await expect(page.getByText('User biography exists')).toBeVisible();
  const row = page.getByRole('table', { name: 'Documents' }).getByRole('row', { name: /vera-bio\.pdf/ });
  await expect(row).toContainText('Biography');
  await expect(row).toContainText('No');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'vera-bio.pdf' }).click();
  expect(await readFile(await (await download).path(), 'utf8')).toBe('%PDF-1.4 bio');
});

test('the search works at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/user-administration`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Administration' })).toBeVisible();
  await searchFor(page, 'quil', 'Internal and external');
  await expect(results(page).getByRole('row')).toHaveCount(3);
  await expectNoSidewaysScroll(page, 'User Administration at 390 px');
  await results(page).getByRole('link', { name: 'Paul Quillby' }).click();
  await expect(page).toHaveURL(/\/user-administration\/external\/\d+$/);
  await expectNoSidewaysScroll(page, 'a person at 390 px');
});
