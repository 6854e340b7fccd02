/**
 * The affidavit suite's certification: the admin makes the class certifiable as its
 * checklist asks (spec §5; packages/contract/src/class/class-certification.ts) through the
 * class's own screens, then certifies it from its Approval step, and a learner reads the
 * credits on the transcript of their home.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { apiFromPage } from './scratch-aoa-steps.ts';
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

/**
 * Records that a learner did not attend a class day (PUT /class/attendance/{rosterId},
 * in_did_attend 0) with the admin's session. An approved affidavit adds the days it
 * declares attended and leaves the others unrecorded, and certification wants every
 * learner's every day recorded one way or the other; on the roster screen an absence
 * is only a box ticked and unticked again, so the test says it through the API instead.
 */
export async function recordAbsence(page: Page, classId: number, learner: string, date: string): Promise<void> {
  const roster = await apiFromPage<{ roster: { name: string; class_roster_id: number }[]; dayTimes: { date: string; day: number }[] }>(
    page,
    'GET',
    `/class/roster/${classId}`,
  );
  const row = roster.roster.find((r) => r.name === learner);
  const day = roster.dayTimes.find((d) => d.date === date)?.day;
  if (!row || day === undefined) throw new Error(`${learner} on ${date} is not on the roster of class ${classId}`);
  await apiFromPage(page, 'PUT', `/class/attendance/${row.class_roster_id}`, { in_day: day, in_did_attend: 0 });
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
