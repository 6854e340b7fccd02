/**
 * The from-scratch suite's course steps: what a coordinator does to a new Draft course
 * before it can be finalized (the approval checklist names each step), then signoff.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps' });

/** Opens a step of the open record from the step list, and waits for its heading. */
export async function openStep(page: Page, link: RegExp | string, heading: string): Promise<void> {
  await steps(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Approval: the failing rows, each with a link to the step that fixes it. */
export async function expectFailingChecks(page: Page, sections: string[]): Promise<void> {
  const checklist = page.getByRole('table', { name: 'Approval checklist' });
  for (const section of sections) {
    const row = checklist.getByRole('row', { name: new RegExp(`^${section} FAIL`) });
    await expect(row.getByRole('link', { name: new RegExp(`^Go to ${section}`) })).toBeVisible();
  }
  await expect(checklist.getByRole('row', { name: / FAIL / })).toHaveCount(sections.length);
}

/** Follows the failing row's link to the NASBA Questions step and answers every question. */
export async function answerNasbaQuestions(page: Page, answer: string): Promise<void> {
  await page.getByRole('link', { name: 'Go to NASBA Questions' }).click();
  const form = page.getByRole('region', { name: 'NASBA Questions' });
  await expect(form.getByRole('heading', { level: 1, name: 'NASBA Questions' })).toBeVisible();
  const questions = form.getByRole('textbox');
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) await question.fill(answer);
  const saved = page.waitForResponse((r) => r.url().includes('/api/course/nasba/') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

/** Program Qualification: adds one qualification and saves. */
export async function addProgramQualification(page: Page, qualification: string): Promise<void> {
  await openStep(page, /^Program Qualification/, 'Program Qualification');
  const form = page.getByRole('region', { name: 'Program Qualification' });
  await form.getByRole('button', { name: 'Add qualification' }).click();
  await form.getByRole('combobox', { name: 'Qualification 1' }).selectOption({ label: qualification });
  const saved = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'PUT' && r.status() === 200);
  await form.getByRole('button', { name: 'Save' }).click();
  await saved;
}

/** A workflow action of the Approval step, confirmed in its dialog; waits for the new status. */
export async function workflowAction(page: Page, action: 'Submit for Signoff' | 'Finalize', status: string): Promise<void> {
  await page.getByRole('region', { name: 'Approval' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action}: `) });
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('subheader-Request Status')).toHaveText(`Request Status: ${status}`);
}
