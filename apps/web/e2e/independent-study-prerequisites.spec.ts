/**
 * Issue 27's newcomer on an independent study with an Intermediate module, on a firm
 * onboarded by tenant:create: the header names the admin who requested the study; the
 * checklist asks for prerequisites, which the study's CPE Information takes (it had no such
 * field, so Finalize was a dead end); with them the study is submitted and finalized.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { answerNasbaQuestions, openStep } from './support/scratch-course-steps.ts';
import { type ExamQuestion, writeExam } from './support/scratch-exam-steps.ts';
import { setPasswordThroughLink } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-prereq';
const STUDY = 'Intermediate estate planning: a self study';
const expect = baseExpect.configure({ timeout: 30_000 });
// 1.8 credits need 9 final exam questions (5 per credit); the study has 10.
const QUESTIONS: ExamQuestion[] = Array.from({ length: 10 }, (_, i) => ({
  prompt: `Which estate rule ${i + 1} applies?`,
  choices: [`Rule ${i + 1}`, `Not rule ${i + 1}`, `Neither of rule ${i + 1}`],
  correct: 0,
}));
// tenant:create's first administrator, named by default.
const ADMIN = 'Firm Administrator';

let firm: ScratchTenant;
test.beforeAll(async () => {
  firm = await createScratchTenant('Prerequisite & Partners CPAs');
});

const header = (page: Page) => page.getByRole('region', { name: 'Header' });

/** The sections the Approval step's checklist fails, in its order. */
async function failingSections(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Approval checklist' }).getByRole('row', { name: / FAIL/ });
  return (await rows.allInnerTexts()).map((text) => text.split('\t')[0]?.trim() ?? '');
}

/** A module at the Intermediate knowledge level, on a new day of the agenda. */
async function addIntermediateModule(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add module on a new day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add module on a new day (Day 1)' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Knowledge Level' }).selectOption({ label: 'Intermediate' });
  await dialog.getByRole('combobox', { name: 'Field of study 1' }).selectOption({ label: 'Taxes' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function saveCpeInformation(page: Page) {
  const saved = page.waitForResponse((r) => r.url().includes('/api/ind-study/self-study/') && r.request().method() === 'PUT');
  await page.getByRole('form', { name: 'Self-study counts' }).getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

test('an Intermediate study takes its prerequisites on CPE Information and is finalized', async ({ page }) => {
  test.setTimeout(240_000);
  await setPasswordThroughLink(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/independentstudy-requests`);
  await page.getByRole('button', { name: 'New program' }).click();
  const newProgram = page.getByRole('dialog', { name: 'New program' });
  await newProgram.getByLabel('Title').fill('Estate library');
  await newProgram.getByRole('button', { name: 'Create program' }).click();
  await expect(page).toHaveURL(/\/independentstudy-requests\?id=\d+$/);
  await page.getByRole('button', { name: 'New independent study' }).click();
  const newStudy = page.getByRole('dialog', { name: 'New independent study' });
  await newStudy.getByLabel('Title').fill(STUDY);
  await newStudy.getByLabel('Request type').selectOption('New Independent Study');
  await newStudy.getByRole('button', { name: 'Create independent study' }).click();
  await expect(page).toHaveURL(/\/independentstudy\/\d+$/);
  const studyId = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The staff member who requested it, before anyone submitted it.
  await expect(page.getByTestId('subheader-Requestor Name')).toHaveText(`Requestor Name: ${ADMIN}`);
  await expect(header(page).getByText('Submitted By').locator('xpath=..')).toContainText(ADMIN);
  const details = page.getByRole('form', { name: 'Independent Study Details' });
  await details.getByLabel('Agenda type').selectOption('US-CPE');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(header(page)).toContainText('US-CPE');

  await openStep(page, /^Agenda Details/, 'Agenda Details');
  await addIntermediateModule(page, 'Trusts and gifting');
  await openStep(page, /^CPE Information/, 'CPE Information');
  const counts = page.getByRole('form', { name: 'Self-study counts' });
  await counts.getByLabel('Words').fill('9000');
  await counts.getByLabel('Audio/video minutes').fill('20');
  await counts.getByLabel('Review questions').fill('6');
  // The field says it is required, and Save refuses an empty one beside the field.
  const prerequisites = counts.getByRole('textbox', { name: /Prerequisites/ });
  await counts.getByRole('button', { name: 'Save' }).click();
  await expect(counts.getByText('Required.')).toBeVisible();
  await prerequisites.fill('Basic individual tax knowledge\nTwo years of estate practice');
  await saveCpeInformation(page);
  // (9,000 ÷ 180 + 20 + 6 × 1.85) ÷ 50 = 1.622 → 1.6; the final exam's 10 questions count too: → 1.8 (ADR 0051).
  await expect(page.getByTestId('self-study-credits')).toHaveText('1.6');
  await writeExam(page, QUESTIONS);
  await page.reload();
  await expect(page.getByTestId('self-study-credits')).toHaveText('1.8');
  await expectNoSeriousA11yViolations(page, 'CPE Information with prerequisites');

  await openStep(page, /^Approval/, 'Approval');
  await expect.poll(() => failingSections(page)).toEqual(['NASBA Questions', 'Program Qualification', 'Passed Approval']);
  await answerNasbaQuestions(page, 'Participants plan an estate.');
  await page.goto(`${firm.origin}/independentstudy/${studyId}/credits`);
  await expect(prerequisites).toHaveValue('Basic individual tax knowledge\nTwo years of estate practice');
  const qualification = page.getByRole('region', { name: 'Program Qualification' });
  await qualification.getByRole('button', { name: 'Add qualification' }).click();
  await qualification.getByRole('combobox', { name: 'Qualification 1' }).selectOption({ label: 'NASBA Registry' });
  const saved = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'PUT' && r.status() === 200);
  await qualification.getByRole('button', { name: 'Save' }).click();
  await saved;

  await openStep(page, /^Approval/, 'Approval');
  await expect.poll(() => failingSections(page)).toEqual([]);
  for (const [action, status] of [
    ['Submit', 'Pending Signoff'],
    ['Finalize', 'Finalized'],
  ] as const) {
    await page.getByRole('region', { name: 'Approval' }).getByRole('button', { name: action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${action}: `) });
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(header(page)).toContainText(`Independent Self Study Status: ${status}`);
  }
  await expect(header(page).getByText('Submitted By').locator('xpath=..')).toContainText(ADMIN);
});
