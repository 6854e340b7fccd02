/**
 * Independent study from scratch, on a firm onboarded by tenant:create: the admin opens a
 * program, requests an independent study in it, enters the self-study counts and sees the
 * credits NASBA's word-count formula gives, completes what the approval checklist asks,
 * writes its final exam, submits and finalizes it; a learner who registers through the screens
 * finds nothing to take until the admin assigns them, then passes the exam from their search and
 * finds it on their transcript (the fail-then-pass flow is self-study-exam.spec.ts); the admin
 * closes the program.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousA11yViolations, fillLogin, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { type Learner, registerLearner } from './support/scratch-class-steps.ts';
import { answerNasbaQuestions, openStep } from './support/scratch-course-steps.ts';
import { answerExam, assignLearner, type ExamQuestion, writeExam } from './support/scratch-exam-steps.ts';
import { addModuleOnNewDay, logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-study';
const PROGRAM = 'Self-Study Library 2026';
const STUDY = 'Ethics for CPAs: a self study';
// Unique: the outbox is shared by every spec of the run.
const IRIS: Learner = { first: 'Iris', last: 'Independent', email: `iris.${Date.now()}@study.example.com`, password: 'Learner!2026-pass' };

// The word-count formula counts the exam's questions too (ADR 0051): with 10 of them the study is
// (9,000 ÷ 180 + 20 + (6 + 10) × 1.85) ÷ 50 = 1.992 → 1.8 credits, which need 9 (5 per credit, 9 → 9).
const QUESTIONS: ExamQuestion[] = Array.from({ length: 10 }, (_, i) => ({
  prompt: `Which rule ${i + 1} of the code of conduct applies?`,
  choices: [`Rule ${i + 1}`, `Not rule ${i + 1}`, `Neither of rule ${i + 1}`],
  correct: 0,
}));

test.describe.configure({ mode: 'serial' });
// A page's first load (its chunks, the record) may take longer than the default on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

let firm: ScratchTenant;
let programId: number;
let studyId: number;

test.beforeAll(async () => {
  firm = await createScratchTenant();
});
test.beforeEach(() => test.setTimeout(180_000));
const LOAD = { timeout: 30_000 };

const caption = (page: Page) => page.getByRole('region', { name: 'Header' });

/** A workflow button of the Approval step, confirmed in its dialog; waits for the new status in the header. */
async function studyAction(page: Page, action: 'Submit' | 'Finalize', status: string) {
  await page.getByRole('region', { name: 'Approval' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action}: `) });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(caption(page)).toContainText(`Independent Self Study Status: ${status}`);
}

/** The sections the Approval step's checklist fails, in its order. */
async function failingSections(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Approval checklist' }).getByRole('row', { name: / FAIL/ });
  return (await rows.allInnerTexts()).map((text) => text.split('\t')[0]?.trim() ?? '');
}

/** CPE Information carries the course's Program Qualification (the study has no step of its own for it). */
async function addProgramQualification(page: Page, qualification: string) {
  const form = page.getByRole('region', { name: 'Program Qualification' });
  await form.getByRole('button', { name: 'Add qualification' }).click();
  await form.getByRole('combobox', { name: 'Qualification 1' }).selectOption({ label: qualification });
  const saved = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'PUT' && r.status() === 200);
  await form.getByRole('button', { name: 'Save' }).click();
  await saved;
}

test('the admin opens a program and requests an independent study in it', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Independent Study Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Independent Study Search' })).toBeVisible();
  await expect(page.getByText('No independent studies match this search.')).toBeVisible();
  await page.getByRole('link', { name: 'Programs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Independent Study Programs' })).toBeVisible();

  await page.getByRole('button', { name: 'New program' }).click();
  const newProgram = page.getByRole('dialog', { name: 'New program' });
  await newProgram.getByLabel('Title').fill(PROGRAM);
  await newProgram.getByRole('button', { name: 'Create program' }).click();
  await expect(page).toHaveURL(/\/independentstudy-requests\?id=\d+$/);
  programId = Number(/id=(\d+)$/.exec(page.url())?.[1]);
  const header = caption(page);
  await expect(header).toContainText('Open');
  await expect(header).toContainText(String(programId));
  await expect(page.getByRole('heading', { level: 1, name: PROGRAM })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the new program');

  await page.getByRole('button', { name: 'New independent study' }).click();
  const newStudy = page.getByRole('dialog', { name: 'New independent study' });
  await newStudy.getByLabel('Title').fill(STUDY);
  await newStudy.getByLabel('Request type').selectOption('New Independent Study');
  await newStudy.getByRole('button', { name: 'Create independent study' }).click();
  await expect(page).toHaveURL(/\/independentstudy\/\d+$/);
  studyId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Independent Study Details' })).toBeVisible();
  await expect(caption(page)).toContainText('Independent Self Study Status: Draft');
  await expect(caption(page)).toContainText('New Independent Study');
  const details = page.getByRole('form', { name: 'Independent Study Details' });
  await details.getByLabel('Agenda type').selectOption('US-CPE');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(caption(page)).toContainText('US-CPE');
  await expectNoSeriousA11yViolations(page, 'Independent Study Details');
});

test('the self-study counts give the credits of the word-count formula', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy/${studyId}/agenda`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda Details' })).toBeVisible(LOAD);
  await addModuleOnNewDay(page, 1, 'Professional ethics');

  await openStep(page, /^CPE Information/, 'CPE Information');
  const counts = page.getByRole('form', { name: 'Self-study counts' });
  // Before the exam: (9,000 ÷ 180 + 20 + 6 × 1.85) ÷ 50 = 1.622 → 1.6 credits (fifths past the first credit).
  await counts.getByLabel('Words').fill('9000');
  await counts.getByLabel('Audio/video minutes').fill('20');
  await counts.getByLabel('Review questions').fill('6');
  await counts.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('self-study-credits')).toHaveText('1.6');
  await expect(page.getByTestId('self-study-minimums')).toHaveText('Required: 5 review questions and 8 final exam questions.');
  await writeExam(page, QUESTIONS);
  await page.reload();
  await expect(page.getByTestId('self-study-credits')).toHaveText('1.8', LOAD);
  await expect(page.getByTestId('self-study-minimums')).toHaveText('Required: 6 review questions and 9 final exam questions.');
  await expectNoSeriousA11yViolations(page, 'CPE Information of the study');
});

test('the admin completes what the checklist asks, submits and finalizes the study', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy/${studyId}/approval`);
  await expect(page.getByRole('heading', { level: 1, name: 'Approval' })).toBeVisible(LOAD);
  await expect.poll(() => failingSections(page), LOAD).toEqual(['NASBA Questions', 'Program Qualification', 'Passed Approval']);
  await answerNasbaQuestions(page, 'Participants apply the code of professional conduct.');
  await page.goto(`${firm.origin}/independentstudy/${studyId}/credits`);
  await expect(page.getByRole('heading', { level: 1, name: 'CPE Information' })).toBeVisible(LOAD);
  await addProgramQualification(page, 'NASBA Registry');
  await openStep(page, /^Approval/, 'Approval');
  await expect.poll(() => failingSections(page), LOAD).toEqual([]);
  await studyAction(page, 'Submit', 'Pending Signoff');
  await studyAction(page, 'Finalize', 'Finalized');
  await expect(page.getByRole('table', { name: 'Workflow history' })).toContainText('Finalized');
  await expectNoSeriousA11yViolations(page, 'Approval of the finalized study');
});

test('a learner registers and finds nothing to take until the admin assigns them', async ({ page }) => {
  await registerLearner(page, firm, IRIS);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Independent Study' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Independent Study' })).toBeVisible(LOAD);
  await expect(page.getByText('No independent study assigned to you matches this search.')).toBeVisible();
  await logOut(page);
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy/${studyId}/roster`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible(LOAD);
  await assignLearner(page, `${IRIS.first} ${IRIS.last}`);
  await logOut(page);
});

test('the learner passes the final exam from their search and sees the study on their transcript', async ({ page }) => {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, IRIS.email, IRIS.password);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Independent Study' }).click();
  const row = page.getByRole('row', { name: new RegExp(STUDY) });
  await expect(row).toContainText('1.8', LOAD);
  await row.getByRole('link', { name: `Take the final exam of ${STUDY}` }).click();
  await answerExam(
    page,
    QUESTIONS,
    QUESTIONS.map((q) => q.choices[q.correct] as string),
  );
  await expect(page.getByRole('status').filter({ hasText: 'You passed the final exam (10 of 10 correct, 100%)' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Independent Study' }).click();
  await expect(row.getByRole('link', { name: `Take the final exam of ${STUDY}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'My Independent Study');

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
  const transcript = page.getByRole('table', { name: 'My transcript' });
  await expect(transcript).toContainText(STUDY);
  await expect(transcript).toContainText('1.8');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'Learner Home at 390');
  await logOut(page);
});

test('the roster lists the completion; the admin closes the program', async ({ page }) => {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, firm.adminEmail, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy/${studyId}/roster`);
  await expect(page.getByRole('table', { name: 'Completions' })).toContainText('Iris Independent', LOAD);
  await expect(page.getByRole('table', { name: 'Completions' })).toContainText('100%');
  await openStep(page, /^Request/, 'Request');
  await page.getByRole('link', { name: new RegExp(PROGRAM) }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROGRAM })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Independent studies of the program' })).toContainText('Finalized');
  await page.getByRole('button', { name: 'Close program' }).click();
  const confirm = page.getByRole('dialog', { name: `Close program: ${PROGRAM}` });
  await confirm.getByRole('button', { name: 'Close program' }).click();
  await expect(confirm).toBeHidden();
  await expect(caption(page)).toContainText('Closed');
  await expect(page.getByRole('button', { name: 'New independent study' })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'the closed program at 390');
});
