/**
 * A real final exam for self study (issue 27, ADR 0052), from scratch on a firm onboarded by
 * tenant:create: the admin opens an independent study program, requests a study, builds its
 * agenda, self-study counts and final exam through the screens, finalizes it, adds a learner
 * with Add User and assigns them on the Roster. The learner signs in, fails the exam (the
 * score, no answers), tries again and passes; the credits are on their transcript and the
 * certificate downloads as a PDF. The exam screen is checked with axe, at 390 px and by keyboard.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, readMailTo, type ScratchTenant } from './support/onboarding.ts';
import { answerNasbaQuestions, openStep } from './support/scratch-course-steps.ts';
import { answerExam, assignLearner, type ExamQuestion, writeExam } from './support/scratch-exam-steps.ts';
import { addModuleOnNewDay, logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';
import { addUser } from './support/user-admin-steps.ts';

const PASSWORD = 'Scratch!2026-exam';
const STUDY = 'Independence Rules: a short self study';
const LEARNER = { type: 'external' as const, first: 'Esme', last: 'Examinee', email: `esme.${Date.now()}@exam.example.com` };
const LEARNER_PASSWORD = 'Learner!2026-exam';
const NAME = `${LEARNER.first} ${LEARNER.last}`;
// 0.5 credits need 3 final exam questions (5 per credit, S9-07: 2.5 → 3); 2 of 3 is 66.66 %, below 70.
const QUESTIONS: ExamQuestion[] = [
  { prompt: 'How many minutes make one CPE credit?', choices: ['60', '50', '45'], correct: 1 },
  { prompt: 'What is the lowest passing grade of a self-study exam?', choices: ['60 %', '65 %', '70 %', '75 %'], correct: 2 },
  {
    prompt: 'Which is a threat to independence?',
    choices: ['A financial interest in the client', 'A peer review', 'Partner rotation'],
    correct: 0,
  },
];
const right = QUESTIONS.map((q) => q.choices[q.correct] as string);

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });
const LOAD = { timeout: 30_000 };

let firm: ScratchTenant;
let studyId: number;

test.beforeAll(async () => {
  firm = await createScratchTenant('Exam & Partners CPAs');
});
test.beforeEach(() => test.setTimeout(180_000));

const caption = (page: Page) => page.getByRole('region', { name: 'Header' });

async function studyAction(page: Page, action: 'Submit' | 'Finalize', status: string) {
  await page.getByRole('region', { name: 'Approval' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action}: `) });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(caption(page)).toContainText(`Independent Self Study Status: ${status}`);
}

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

test('the admin requests an independent study and writes its agenda, counts and final exam', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy-requests`);
  await page.getByRole('button', { name: 'New program' }).click();
  const newProgram = page.getByRole('dialog', { name: 'New program' });
  await newProgram.getByLabel('Title').fill('Exam Library');
  await newProgram.getByRole('button', { name: 'Create program' }).click();
  await expect(page).toHaveURL(/\/independentstudy-requests\?id=\d+$/);
  await page.getByRole('button', { name: 'New independent study' }).click();
  const newStudy = page.getByRole('dialog', { name: 'New independent study' });
  await newStudy.getByLabel('Title').fill(STUDY);
  await newStudy.getByLabel('Request type').selectOption('New Independent Study');
  await newStudy.getByRole('button', { name: 'Create independent study' }).click();
  await expect(page).toHaveURL(/\/independentstudy\/\d+$/);
  studyId = Number(/(\d+)$/.exec(page.url())?.[1]);
  const details = page.getByRole('form', { name: 'Independent Study Details' });
  await details.getByLabel('Agenda type').selectOption('US-CPE');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(caption(page)).toContainText('US-CPE');

  await page.goto(`${firm.origin}/independentstudy/${studyId}/agenda`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda Details' })).toBeVisible(LOAD);
  await addModuleOnNewDay(page, 1, 'Independence rules');

  await openStep(page, /^CPE Information/, 'CPE Information');
  const counts = page.getByRole('form', { name: 'Self-study counts' });
  // (4,500 ÷ 180 + 0 + 2 × 1.85) ÷ 50 = 0.574, rounded down to the half: 0.5 credits.
  await counts.getByLabel('Words').fill('4500');
  await counts.getByLabel('Audio/video minutes').fill('0');
  await counts.getByLabel('Review questions').fill('2');
  await counts.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('self-study-credits')).toHaveText('0.5');
  await expect(page.getByTestId('exam-count')).toHaveText(
    '0 questions; at least 3 required for 0.5 CPE credits (5 per credit) — not yet met.',
  );

  // An empty question is refused beside its fields, in words.
  const exam = page.getByRole('form', { name: 'Final exam' });
  await exam.getByRole('button', { name: 'Add question' }).click();
  await exam.getByRole('button', { name: 'Save exam' }).click();
  await expect(exam.getByText('Choose the correct answer.')).toBeVisible();
  await expect(exam.getByLabel('Question 1 text')).toBeFocused();
  await exam.getByRole('button', { name: 'Remove question 1' }).click();
  await exam.getByLabel('Passing mark (%)').fill('65');
  await exam.getByRole('button', { name: 'Save exam' }).click();
  await expect(exam.getByText('The passing mark cannot be below 70%.')).toBeVisible();
  await exam.getByLabel('Passing mark (%)').fill('70');
  await writeExam(page, QUESTIONS);
  await expect(page.getByTestId('exam-count')).toHaveText('3 questions; at least 3 required for 0.5 CPE credits (5 per credit).');
  await expect(page.getByRole('textbox', { name: 'Final exam questions' })).toHaveValue('3');
  await expectNoSeriousA11yViolations(page, 'the final exam editor');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'the final exam editor at 390');
});

test('the checklist passes with the exam; the admin finalizes the study', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy/${studyId}/approval`);
  await expect(page.getByRole('heading', { level: 1, name: 'Approval' })).toBeVisible(LOAD);
  await expect.poll(() => failingSections(page), LOAD).toEqual(['NASBA Questions', 'Program Qualification', 'Passed Approval']);
  await answerNasbaQuestions(page, 'Participants apply the independence rules.');
  await page.goto(`${firm.origin}/independentstudy/${studyId}/credits`);
  await expect(page.getByRole('heading', { level: 1, name: 'CPE Information' })).toBeVisible(LOAD);
  await addProgramQualification(page, 'NASBA Registry');
  await openStep(page, /^Approval/, 'Approval');
  await expect.poll(() => failingSections(page), LOAD).toEqual([]);
  await studyAction(page, 'Submit', 'Pending Signoff');
  await studyAction(page, 'Finalize', 'Finalized');
});

test('the admin adds the learner with Add User and assigns them to the study', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/addUser`);
  await addUser(page, LEARNER, 'Registration email sent');
  await page.goto(`${firm.origin}/independentstudy/${studyId}/roster`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible(LOAD);
  await expect(page.getByText('No learner is assigned to this independent study yet.')).toBeVisible();
  await assignLearner(page, NAME);
  await expectNoSeriousA11yViolations(page, 'the roster with an assigned learner');
});

test('the learner fails the exam, sees the score without the answers, tries again and passes', async ({ page }) => {
  // The learner sets a password from the e-mail Add User sent.
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await readMailTo(LEARNER.email)
        .then((m) => /https?:\/\/\S+\/password\?token=[A-Za-z0-9_-]+/.exec(m)?.[0])
        .catch(() => undefined);
      return link;
    })
    .toBeTruthy();
  await page.goto(link as string);
  await page.getByLabel('New Password').fill(LEARNER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(LEARNER_PASSWORD);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible(LOAD);

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Independent Study' }).click();
  const row = page.getByRole('row', { name: new RegExp(STUDY) });
  await expect(row).toContainText('0.5', LOAD);
  const examRead = page.waitForResponse((r) => /\/api\/learner\/ind-study\/exam\/\d+$/.test(r.url()) && r.request().method() === 'GET');
  await row.getByRole('link', { name: `Take the final exam of ${STUDY}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Final Exam' })).toBeVisible(LOAD);
  // The questions reach the browser without their answers.
  const body = await (await examRead).text();
  expect(body).toContain(QUESTIONS[0]?.prompt);
  expect(body).not.toMatch(/correct/);

  const form = page.getByRole('form', { name: 'Final exam answers' });
  await form.getByRole('button', { name: 'Submit answers' }).click();
  await expect(form.getByText('Choose an answer.')).toHaveCount(3);
  await expect(form.getByText('You must attest that you completed the study.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the exam with its errors');

  // Two right of three: 66.66 %, not passed.
  await answerExam(page, QUESTIONS, [right[0] as string, right[1] as string, QUESTIONS[2]?.choices[1] as string]);
  const result = page.getByRole('status').filter({ hasText: 'final exam' });
  await expect(result).toHaveText(
    /You did not pass the final exam \(2 of 3 correct, 66\.66%; 70% is needed to pass\)\. You may take it again\./,
  );
  await expect(page.getByText(QUESTIONS[2]?.choices[0] as string)).toHaveCount(0);
  await result.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Your attempts' })).toContainText('66.66% (2 of 3)');

  // By keyboard, at 390 px: arrow keys move within a radio group, Space checks, Enter submits.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'the exam screen at 390');
  const first = form.getByRole('radiogroup', { name: `1. ${QUESTIONS[0]?.prompt}` });
  await first.getByRole('radio', { name: QUESTIONS[0]?.choices[0], exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(first.getByRole('radio', { name: right[0], exact: true })).toBeChecked();
  for (const [i, q] of QUESTIONS.entries())
    if (i > 0)
      await form
        .getByRole('radiogroup', { name: `${i + 1}. ${q.prompt}` })
        .getByRole('radio', { name: right[i], exact: true })
        .check();
  const attest = form.getByLabel('I attest that I completed this independent study myself.');
  await attest.focus();
  await page.keyboard.press('Space');
  await expect(attest).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'the exam screen at 390');
  await form.getByRole('button', { name: 'Submit answers' }).focus();
  await page.keyboard.press('Enter');
  const passed = page.getByRole('status').filter({ hasText: 'final exam' });
  await expect(passed).toHaveText(/You passed the final exam \(3 of 3 correct, 100%\)\. The study's credits are on your transcript\./);

  // The credits are on the transcript, and the certificate is a PDF.
  await passed.getByRole('link', { name: 'My transcript' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible(LOAD);
  const line = page.getByRole('table', { name: 'My transcript' }).getByRole('row').filter({ hasText: STUDY });
  await expect(line).toHaveCount(1, LOAD);
  await expect(line).toContainText('0.5');
  const downloading = page.waitForEvent('download');
  await line.getByRole('button', { name: /^Download certificate/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Examinee_Esme_\d+\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await logOut(page);
});

test('the roster shows the two attempts and the completion', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy/${studyId}/roster`);
  const takers = page.getByRole('table', { name: 'Assigned learners' });
  await expect(takers.getByRole('row', { name: new RegExp(NAME) })).toContainText('2', LOAD);
  await expect(takers).toContainText('100%');
  await expect(page.getByRole('table', { name: 'Completions' })).toContainText(NAME);
  await expect(page.getByRole('table', { name: 'Completions' })).toContainText('100%');
});
