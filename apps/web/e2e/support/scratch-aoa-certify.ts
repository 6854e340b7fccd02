/**
 * The affidavit suite's certification: the admin makes the class certifiable as its
 * checklist asks (packages/contract/src/class/rules/class-certification.ts) through the
 * class's own screens, then certifies it from its Approval step, and a learner reads the
 * credits on the transcript of their home.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { addContact, assignInstructor, uploadClassDocumentation } from './scratch-class-steps.ts';
import { expectFailingChecks, openStep } from './scratch-course-steps.ts';

/**
 * Class Agenda: an instructor; Contacts: a coordinator and a dedicated monitor (a Group
 * Live class needs one per 100 learners); Documentation: the sign-in sheet that a US-CPE
 * Group Live class needs (attachment type 32).
 */
export async function staffAndDocumentClass(page: Page, origin: string, classId: number, staff: string): Promise<void> {
  await page.goto(`${origin}/class/${classId}`);
  await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Uncertified');
  await openStep(page, /^Class Agenda/, 'Agenda Details');
  await assignInstructor(page, staff);
  await openStep(page, /^Contacts/, 'Contacts');
  await addContact(page, staff, 'Class Coordinator');
  await addContact(page, staff, 'Dedicated Attendance Monitor (100:1)');
  await openStep(page, /^Documentation/, 'Documentation');
  await uploadClassDocumentation(page, 'sign-in-sheet.pdf');
}

/** Approval: no failing check; Certify, confirmed in its dialog; the polling ends with the class Certified. */
export async function certifyFromApproval(page: Page): Promise<void> {
  await openStep(page, /^Approval/, 'Approval');
  await expectFailingChecks(page, []);
  await page.getByRole('button', { name: 'Certify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Certify class' });
  await dialog.getByRole('button', { name: 'Certify' }).click();
  // The LMS has neither the course nor the class: both go first, then the completions.
  await expect(page.getByRole('alert').filter({ hasText: 'Class certification is complete' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Certified');
}

/** The learner's home: the 'My transcript' row of a class, with its course, credits by field of study and total. */
export async function expectClassOnTranscript(
  page: Page,
  line: { cls: string; course: string; byField: string; credits: string },
): Promise<void> {
  const row = page.getByRole('table', { name: 'My transcript' }).getByRole('row').filter({ hasText: line.cls });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toContainText(['Class', line.cls, line.course, line.byField, line.credits]);
}
