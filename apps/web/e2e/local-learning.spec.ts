/**
 * Local learning from scratch: a firm onboarded by tenant:create (no demo data). The admin
 * (who holds every LLP code) requests a local learning through the New dialog, builds what its
 * approval checklist asks for (an agenda module, the NASBA answers), takes it Draft → Pending
 * Signoff → Pending Delivery, puts a registered learner on its roster and sees its attendance
 * code, submits it to the LMS sandbox (Cornerstone) and sees the Class LMS ID; a second local
 * learning is closed Not Approved and can no longer be changed. One screen at 390 px wide.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { addLearner, fullName, type Learner, registerLearner } from './support/scratch-class-steps.ts';
import { answerNasbaQuestions, openStep } from './support/scratch-course-steps.ts';
import { addModuleOnNewDay, logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-local';
// The run's outbox is shared between specs: an address of this spec's own.
const LIAM: Learner = { first: 'Liam', last: 'Local', email: 'liam@local-learning.example.com', password: 'Learner!2026-pass' };
const TITLE = 'Office Tax Roundtable';
const DECLINED = 'Lunch and Learn: Leases';

test.describe.configure({ mode: 'serial' });

let firm: ScratchTenant;
let id: number;

test.beforeAll(async () => {
  firm = await createScratchTenant('Local & Learning CPAs');
});
test.beforeEach(() => test.setTimeout(120_000));

/** New local learning from the search screen; answers the new record's id. */
async function createLocalLearning(page: Page, title: string): Promise<number> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Local Learning Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local Learning Search' })).toBeVisible();
  await page.getByRole('button', { name: 'New local learning' }).click();
  const dialog = page.getByRole('dialog', { name: 'New local learning' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Agenda type' }).selectOption({ label: 'US-CPE' });
  await dialog.getByRole('combobox', { name: 'Delivery method' }).selectOption({ label: 'Group Live' });
  await dialog.getByRole('textbox', { name: 'Start date/time' }).fill('2026-10-05 09:00');
  // The end is checked as it is typed: before the start, it says so on the field.
  await dialog.getByRole('textbox', { name: 'End date/time' }).fill('2026-10-04 12:00');
  await expect(dialog.getByText('The end must be after the start.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'End date/time' }).fill('2026-10-05 12:00');
  await dialog.getByRole('button', { name: 'Create local learning' }).click();
  await expect(page).toHaveURL(/\/locallearning\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local Learning Details' })).toBeVisible();
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

/** Adds a program qualification in the Program Qualification section of the step shown, and saves it. */
async function addQualification(page: Page, qualification: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Program Qualification' });
  await form.getByRole('button', { name: 'Add qualification' }).click();
  await form.getByRole('combobox', { name: 'Qualification 1' }).selectOption({ label: qualification });
  const saved = page.waitForResponse((r) => r.url().includes('/api/course/qualifications/') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

/** A workflow button of the Approval step, confirmed in its dialog; waits for the new status. */
async function workflow(page: Page, button: string, status: string): Promise<void> {
  await page.getByRole('region', { name: 'Approval' }).getByRole('button', { name: button }).click();
  // Not Approved is confirmed in the 'Do Not Approve' dialog; the others are titled '{button}: {title}'.
  const dialog = page.getByRole('dialog', { name: button === 'Not Approved' ? 'Do Not Approve' : new RegExp(`^${button}: `) });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('subheader-Request Status')).toHaveText(`Request Status: ${status}`);
}

test('the admin sets a password; a learner registers', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await logOut(page);
  await registerLearner(page, firm, LIAM);
});

test('the admin requests a local learning and builds what its checklist asks for', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  id = await createLocalLearning(page, TITLE);
  const header = page.getByRole('region', { name: 'Header' });
  await expect(header).toContainText('Local Learning Status');
  await expect(header).toContainText('Group Live');
  // Its four main values are all known from the New dialog; the expandable ones it lacks yet show '----'.
  await header.getByRole('button', { name: 'More' }).click();
  await expect(header.getByText('----').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Local Learning Details');

  await openStep(page, /^Agenda Details/, 'Agenda Details');
  await addModuleOnNewDay(page, 1, 'Tax update for the office');
  await openStep(page, /^Approval/, 'Approval');
  await answerNasbaQuestions(page, 'Applies this year’s tax changes to client returns.');
  await openStep(page, /^Approval/, 'Approval');
  // A local learning has no Program Qualification step: its CPE Information holds the qualifications.
  await page
    .getByRole('table', { name: 'Approval checklist' })
    .getByRole('link', { name: 'Go to CPE Information to fix Program Qualification' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'CPE Information' })).toBeVisible();
  await addQualification(page, 'NASBA Registry');
  await openStep(page, /^Approval/, 'Approval');
  await expect(page.getByRole('table', { name: 'Approval checklist' }).getByRole('row', { name: / FAIL / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Approval');
});

test('it goes Draft → Pending Signoff → Pending Delivery, gets a learner and shows its attendance code', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/locallearning/${id}/approval`);
  await workflow(page, 'Submit', 'Pending Signoff');
  await workflow(page, 'Approve for delivery', 'Pending Delivery');

  await openStep(page, /^Roster/, 'Roster');
  await addLearner(page, fullName(LIAM));
  await page.getByRole('button', { name: 'Attendance Codes' }).click();
  const codes = page.getByRole('dialog', { name: 'Attendance Codes' });
  await expect(codes.getByRole('button', { name: /^Copy code / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Attendance Codes of a local learning');
  await codes.getByRole('button', { name: 'Close' }).click();
});

test('it is submitted to the LMS sandbox and shows its Class LMS ID', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/locallearning/${id}/approval`);
  await page.getByRole('button', { name: 'Submit to LMS' }).click();
  await expect(page.getByText('The LMS accepted the local learning.')).toBeVisible({ timeout: 60_000 });
  const header = page.getByRole('region', { name: 'Header' });
  await header.getByRole('button', { expanded: false }).click();
  // Label and value are one item: 'Class LMS ID' followed by the LMS's id, no longer '----'.
  await expect(header.getByText('Class LMS ID', { exact: true })).toBeVisible();
  await expect(header).not.toContainText(/Class LMS ID\s*----/);
});

test('another local learning is closed Not Approved and can no longer be changed', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  const declined = await createLocalLearning(page, DECLINED);
  await openStep(page, /^Agenda Details/, 'Agenda Details');
  await addModuleOnNewDay(page, 1, 'Lease accounting basics');
  await openStep(page, /^Approval/, 'Approval');
  await answerNasbaQuestions(page, 'Applies the lease standard.');
  await openStep(page, /^CPE Information/, 'CPE Information');
  await addQualification(page, 'NASBA Registry');
  await openStep(page, /^Approval/, 'Approval');
  await workflow(page, 'Submit', 'Pending Signoff');
  await workflow(page, 'Approve for delivery', 'Pending Delivery');
  await workflow(page, 'Not Approved', 'Not Approved');
  await page.goto(`${firm.origin}/locallearning/${declined}`);
  await expect(page.getByText('This local learning was not approved: it can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('the search finds both and works at 390 px wide', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/locallearning-search`);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Local learnings' });
  await expect(table.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(table.getByRole('link', { name: DECLINED })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Local Learning Search at 390 px');
  await expectNoSeriousA11yViolations(page, 'Local Learning Search at 390 px');
});
