/**
 * Affidavits of attendance from scratch: a firm onboarded by `tenant:create` (no demo data),
 * its admin makes a finalized course and a class through the API with their own session, and
 * two learners register. Lena files an affidavit by the class's attendance code: it is
 * Approved as she submits. Omar files one backed by a document, which the admin approves
 * from the staff search. Lena opens another and voids it; her search lists both. The admin
 * then makes the class certifiable through its screens and certifies it, and Lena's and
 * Omar's transcripts show it with the credits of the days each declared. Rita files an
 * affidavit by code on the Certified class: her transcript shows the class at once, and the
 * class's Approval step says it needs re-certification.
 */
import { expect, expectNoSeriousA11yViolations, fillLogin, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { certifyFromApproval, expectClassOnTranscript, staffAndDocumentClass } from './support/scratch-aoa-certify.ts';
import {
  confirmAndSubmit,
  declareAttendance,
  finalizedCourseWithClass,
  openAoaStep,
  type ScratchClass,
  startAffidavit,
  verifyByCode,
  verifyByDocument,
} from './support/scratch-aoa-steps.ts';
import { type Learner, nextDay, registerLearner, todayIn } from './support/scratch-class-steps.ts';
import { logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-aoa';
const CLASS = 'Ethics Update: evening class';
const ZONE = 'America/New_York';
const LENA: Learner = { first: 'Lena', last: 'Learner', email: 'lena@aoa.example.com', password: 'Learner!2026-pass' };
const OMAR: Learner = { first: 'Omar', last: 'Outside', email: 'omar@aoa.example.com', password: 'Learner!2026-pass' };
const RITA: Learner = { first: 'Rita', last: 'Late', email: 'rita@aoa.example.com', password: 'Learner!2026-pass' };
const COURSE = 'Ethics Update 2026';
// Both days, 09:00-10:40 and 13:00-14:15 of Taxes: what Lena's affidavit showed as she declared them.
const BOTH_DAYS = { cls: CLASS, course: COURSE, byField: 'Taxes 3.4', credits: '3.4' };
const day1 = todayIn(ZONE);
const day2 = nextDay(day1);

test.describe.configure({ mode: 'serial' });

let firm: ScratchTenant;
let cls: ScratchClass;
let omarsAffidavit: number;

test.beforeAll(async () => {
  firm = await createScratchTenant('Affidavit & Partners CPAs');
});
test.beforeEach(() => test.setTimeout(120_000));

async function signIn(page: Parameters<typeof logOut>[0], learner: Learner) {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, learner.email, learner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
}

test('the admin sets a password, makes a finalized course and its class; three learners register', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
  cls = await finalizedCourseWithClass(page, { course: COURSE, cls: CLASS }, ZONE, [day1, day2]);
  await logOut(page);
  for (const learner of [LENA, OMAR, RITA]) {
    await registerLearner(page, firm, learner);
    await logOut(page);
  }
});

test('Lena files an affidavit by the attendance code, and it is Approved as she submits', async ({ page }) => {
  await signIn(page, LENA);
  await startAffidavit(page, CLASS);
  await expectNoSeriousA11yViolations(page, 'Verification of a new affidavit');
  // Attendance opens only once the affidavit is verified.
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await expect(steps.getByRole('link', { name: /^Attendance/ })).toHaveCount(0);

  await page.getByRole('form', { name: 'Verify by attendance code' }).getByRole('textbox', { name: 'Attendance code' }).fill('NOPE42');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Provided Attendance Code does not match the selected class.')).toBeVisible();
  await verifyByCode(page, cls.code);

  await declareAttendance(page, [day1, day2]);
  await expect(page.getByTestId('aoa-credits-total')).toHaveText('Total credits: 3.4');
  await expectNoSeriousA11yViolations(page, 'Attendance of an affidavit');
  await confirmAndSubmit(page, 'Affidavit approved');
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Approved');
  await expect(page.getByText('This affidavit is Approved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Confirmation of an approved affidavit');
});

test('Omar files one backed by a document and submits it for review', async ({ page }) => {
  await signIn(page, OMAR);
  omarsAffidavit = await startAffidavit(page, CLASS);
  await verifyByDocument(page, 'certificate-of-attendance.pdf');
  await declareAttendance(page, [day1]);
  await confirmAndSubmit(page, 'Affidavit submitted');
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Submitted');
});

test('the admin finds it in the staff search and approves it', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/learner/affidavitofattendance/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Affidavit of Attendance Administration' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Affidavit search' });
  await search.getByRole('combobox', { name: 'Status' }).selectOption('Submitted');
  await search.getByRole('textbox', { name: 'Requestor' }).fill('Omar');
  await search.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Affidavits of attendance' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'the staff affidavit search');
  await results.getByRole('link', { name: `Affidavit ${omarsAffidavit}: ${CLASS}` }).click();

  await openAoaStep(page, 'Approval');
  await expect(page.getByText('Every check passes.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Approval of a submitted affidavit');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Affidavit approved' })).toBeVisible();
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Approved');
  await openAoaStep(page, 'Audit');
  await expect(page.getByRole('list', { name: 'Workflow history' })).toContainText('Submitted → Approved');
});

test('Lena opens another affidavit and voids it; her search lists both', async ({ page }) => {
  await signIn(page, LENA);
  await startAffidavit(page, CLASS);
  await openAoaStep(page, 'Approval');
  await page.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void/Not Approve Affidavit' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Filed twice by mistake.');
  await expectNoSeriousA11yViolations(page, 'the Void/Not Approve Affidavit dialog');
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Affidavit Voided or Not Approved' })).toBeVisible();
  await expect(page).toHaveURL(/\/learner\/affidavitofattendance\/search$/);

  const results = page.getByRole('table', { name: 'Affidavits of attendance' });
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results).toContainText('Approved');
  await expect(results).toContainText('Voided');
  await expectNoSeriousA11yViolations(page, "the learner's affidavit search");
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('the admin makes the class certifiable and certifies it: the affidavits recorded every day of their learners', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await staffAndDocumentClass(page, firm.origin, cls.classId, 'Firm Administrator');
  // Omar's affidavit claimed day 1 only: its approval recorded day 2 as missed, so no absence is left to record.
  await certifyFromApproval(page);
});

test("Lena's and Omar's homes show the certified class on their transcripts, with the credits of the days each attended", async ({
  page,
}) => {
  await signIn(page, LENA);
  await expectClassOnTranscript(page, BOTH_DAYS);
  await expectNoSeriousA11yViolations(page, 'Learner Home with a certified class on the transcript');
  await logOut(page);
  await signIn(page, OMAR);
  // Day 1 only, 09:00-10:40: 100 minutes of Taxes.
  await expectClassOnTranscript(page, { ...BOTH_DAYS, byField: 'Taxes 2.0', credits: '2.0' });
});

test('Rita files an affidavit by code on the Certified class: her transcript shows it at once, and it says the class needs re-certification', async ({
  page,
}) => {
  await signIn(page, RITA);
  await expect(page.getByText('No credits on your transcript yet.')).toBeVisible();
  await startAffidavit(page, CLASS);
  await verifyByCode(page, cls.code);
  await declareAttendance(page, [day1, day2]);
  await confirmAndSubmit(page, 'Affidavit approved');
  await openAoaStep(page, 'Approval');
  await expect(page.getByText(/it needs re-certification\. Its transcripts already show the approved attendance\./)).toBeVisible();
  await page.goto(firm.origin);
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  await expectClassOnTranscript(page, BOTH_DAYS);
});

test("the class's Approval step tells the admin it needs re-certification", async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/class/${cls.classId}/approval`);
  await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Certified');
  await expect(page.getByText(/approved since this class was certified changed its attendance: it needs re-certification\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-Certify' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Approval of a class that needs re-certification');
});

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE });

  test("the learner's search and an affidavit's steps do not scroll sideways", async ({ page }) => {
    await signIn(page, LENA);
    await page.goto(`${firm.origin}/learner/affidavitofattendance/search`);
    await expect(page.getByRole('table', { name: 'Affidavits of attendance' }).getByRole('row')).toHaveCount(3);
    await expectNoSidewaysScroll(page, 'the affidavit search at 390');
    await page.goto(`${firm.origin}/learner/affidavit`);
    await expect(page.getByRole('heading', { level: 1, name: 'File an Affidavit of Attendance' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the affidavit start at 390');
    await expectNoSeriousA11yViolations(page, '/learner/affidavit at 390');
    await page.goto(`${firm.origin}/learner/coc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Code of Conduct' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/learner/coc at 390');
  });
});
