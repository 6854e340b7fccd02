/**
 * Vended content from scratch: a firm onboarded by tenant:create (no demo data). The admin
 * adds a vended item from a vendor added in the same dialog, sees its checklist fail with
 * the 'Approval Checklist' row, fixes what it names through the item's steps, approves it,
 * and records a learner's completion, which reaches the learner's transcript.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousA11yViolations, fillLogin, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { fullName, type Learner, registerLearner } from './support/scratch-class-steps.ts';
import { answerNasbaQuestions, openStep } from './support/scratch-course-steps.ts';
import { addModuleOnNewDay, logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-vended';
const VENDOR = 'Northwind Learning Partners';
const TITLE = 'Cyber Security Awareness 2026';
const VERA: Learner = { first: 'Vera', last: 'Vended', email: 'vera@vended.example.com', password: 'Learner!2026-pass' };

test.describe.configure({ mode: 'serial' });
// Each screen loads its step's chunk and data; on a machine shared with other runs that can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

let firm: ScratchTenant;
let itemId: number;

test.beforeAll(async () => {
  firm = await createScratchTenant();
});
// Each step is a dozen screens or more, on a machine shared with other runs.
test.beforeEach(() => test.setTimeout(240_000));

const checklist = (page: Page) => page.getByRole('table', { name: 'Approval checklist' });

async function openApproval(page: Page) {
  await openStep(page, /^Approval/, 'Approval');
  await expect(checklist(page)).toBeVisible();
}

test('the admin sets a password; a learner registers', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await logOut(page);
  await registerLearner(page, firm, VERA);
});

test('the admin adds a vended item naming a vendor added in the same dialog', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Vended Content Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vended Content Search' })).toBeVisible();
  await expect(page.getByText('No vended content matches this search.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Vended Content Search');

  await page.getByRole('button', { name: 'New vended content' }).click();
  const dialog = page.getByRole('dialog', { name: 'New vended content' });
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByRole('button', { name: 'New vendor' }).click();
  const vendor = page.getByRole('dialog', { name: 'New vendor' });
  await vendor.getByLabel('Vendor name').fill(VENDOR);
  await vendor.getByLabel('Contact e-mail').fill('sales@northwind.example.com');
  await vendor.getByRole('button', { name: 'Add vendor' }).click();
  await expect(vendor).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Vendor' }).locator('option:checked')).toHaveText(VENDOR);
  await dialog.getByLabel('Agenda type').selectOption('US-CPE');
  await dialog.getByLabel('Delivery method').selectOption('Group Live');
  await dialog.getByRole('button', { name: 'Create vended content' }).click();

  await expect(page).toHaveURL(/\/vendedcontent\/\d+$/);
  itemId = Number(/(\d+)$/.exec(page.url())?.[1]);
  const header = page.getByRole('region', { name: 'Header' });
  await expect(header).toContainText('Vended Request Status');
  await expect(header).toContainText(VENDOR);
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Details of the new vended item');
});

test('the checklist fails until the agenda, NASBA answers and a qualification are there; then the admin approves', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/vendedcontent/${itemId}`);
  await openApproval(page);
  await expect(checklist(page).getByRole('row', { name: /^Approval Checklist FAIL/ })).toBeVisible();
  await expect(checklist(page).getByRole('row', { name: /^Vendor PASS/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(page.getByText(/^Approve is unavailable while these sections fail: .*Agenda Details/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Approval of the Draft vended item');

  await checklist(page).getByRole('link', { name: 'Go to Agenda Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda Details' })).toBeVisible();
  await addModuleOnNewDay(page, 1, 'Phishing and social engineering');
  await openApproval(page);
  await answerNasbaQuestions(page, 'Staff recognize and report phishing attempts.');
  // The item has no Program Qualification step: its CPE Information holds the qualifications.
  await openApproval(page);
  await checklist(page).getByRole('link', { name: 'Go to CPE Information to fix Program Qualification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CPE Information' })).toBeVisible();
  const qualification = page.getByRole('region', { name: 'Program Qualification' });
  await qualification.getByRole('button', { name: 'Add qualification' }).click();
  await qualification.getByRole('combobox', { name: 'Qualification 1' }).selectOption({ label: 'NASBA Registry' });
  const saved = page.waitForResponse((r) => r.url().includes('/api/course/qualifications/') && r.request().method() === 'PUT');
  await qualification.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  await openApproval(page);
  await expect(checklist(page).getByRole('row', { name: / FAIL/ })).toHaveCount(0);
  await expect(checklist(page).getByRole('row', { name: /^Approval Checklist PASS/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve vended content' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Approved');
  await expect(page.getByRole('table', { name: 'Workflow history' })).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('the admin records the learner’s completion; the search keeps the vendor; the roster works at 390 px', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/vendedcontent/${itemId}/roster`);
  await expect(page.getByText('No learner has completed this item yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Record completion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record completion' });
  await dialog.getByRole('combobox', { name: 'Learner' }).fill(VERA.first);
  await page.getByRole('option', { name: fullName(VERA), exact: true }).click();
  await dialog.getByRole('button', { name: 'Record completion' }).click();
  await expect(dialog).toBeHidden();
  const roster = page.getByRole('table', { name: 'Learners who completed the item' });
  await expect(roster).toContainText(fullName(VERA));
  await expect(roster).toContainText(VERA.email);
  await expectNoSeriousA11yViolations(page, 'Roster of the approved vended item');

  // The search keeps its vendor when coming back from an item.
  await page.goto(`${firm.origin}/vendedcontent-search`);
  await page.getByLabel('Vendor').selectOption({ label: VENDOR });
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/vendedcontent/${itemId}$`));
  await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page.getByLabel('Vendor').locator('option:checked')).toHaveText(VENDOR);
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto(`${firm.origin}/vendedcontent/${itemId}/roster`);
  await expect(page.getByRole('table', { name: 'Learners who completed the item' })).toContainText(fullName(VERA));
  await expectNoSidewaysScroll(page, 'Vended roster at 390');
});

test('the learner’s transcript shows the vended item', async ({ page }) => {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, VERA.email, VERA.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My transcript' })).toContainText(TITLE);
});
