/**
 * The self-study final exam through the screens (issue 27, ADR 0052): staff write the exam on
 * the study's CPE Information step and assign a learner on its Roster; the learner answers it
 * on /learner/independentstudy/exam/{id}.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export interface ExamQuestion {
  prompt: string;
  choices: [string, string, string, ...string[]];
  /** The index of the correct choice. */
  correct: number;
}

const examForm = (page: Page) => page.getByRole('form', { name: 'Final exam' });

/** On CPE Information: adds the questions to the exam, marks each correct answer and saves. */
export async function writeExam(page: Page, questions: readonly ExamQuestion[]): Promise<void> {
  const form = examForm(page);
  await expect(form).toBeVisible();
  for (const [i, q] of questions.entries()) {
    const n = i + 1;
    await form.getByRole('button', { name: 'Add question' }).click();
    await form.getByLabel(`Question ${n} text`).fill(q.prompt);
    const group = form.getByRole('group', { name: `Question ${n}`, exact: true });
    for (const [k, choice] of q.choices.entries()) {
      if (k >= 3) await group.getByRole('button', { name: `Add a choice to question ${n}` }).click();
      await group.getByRole('textbox', { name: `Choice ${k + 1}`, exact: true }).fill(choice);
    }
    await group.getByRole('radio', { name: `Choice ${q.correct + 1} of question ${n} is the correct answer` }).check();
  }
  const saved = page.waitForResponse((r) => /\/api\/ind-study\/exam\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save exam' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Final exam saved')).toBeVisible();
}

/** On the Roster step: Assign learner with the person picker. */
export async function assignLearner(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Assign learner' });
  await form.getByRole('combobox', { name: 'Learner' }).fill(name.split(' ')[0] as string);
  await page.getByRole('option', { name, exact: true }).click();
  await form.getByRole('button', { name: 'Assign learner' }).click();
  await expect(page.getByRole('table', { name: 'Assigned learners' })).toContainText(name);
}

/** On the exam screen: chooses one answer per question (by its text), attests and submits. */
export async function answerExam(page: Page, questions: readonly ExamQuestion[], answers: readonly string[]): Promise<void> {
  const form = page.getByRole('form', { name: 'Final exam answers' });
  for (const [i, q] of questions.entries()) {
    await form
      .getByRole('radiogroup', { name: `${i + 1}. ${q.prompt}` })
      .getByRole('radio', { name: answers[i], exact: true })
      .check();
  }
  await form.getByLabel('I attest that I completed this independent study myself.').check();
  await form.getByRole('button', { name: 'Submit answers' }).click();
}
