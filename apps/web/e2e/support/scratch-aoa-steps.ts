/**
 * The affidavit suite's steps: a finalized course and its class made through the product's
 * API with the signed-in admin's own session (as the screens of from-scratch.spec.ts would
 * make them), and a learner filing an affidavit of attendance through the screens.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** One API call from the page, with the headers the app sends (the session of whoever is signed in there). */
export async function apiFromPage<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const user = JSON.parse(localStorage.getItem('cpe.user') ?? '{}') as { person_id: number };
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessionStorage.getItem('cpe.token')}`,
          user_id: String(user.person_id),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, path, body },
  );
}

export interface ScratchClass {
  courseId: number;
  classId: number;
  code: string;
}

/**
 * A Group Live US-CPE course with two days (09:00-10:40 and 13:00-14:15, Taxes), its NASBA
 * questions answered and a program qualification, submitted and finalized; then a class of
 * it on `day1` and the next day, and the class's attendance code.
 */
export async function finalizedCourseWithClass(
  page: Page,
  titles: { course: string; cls: string },
  zone: string,
  days: [string, string],
): Promise<ScratchClass> {
  const { id: courseId } = await apiFromPage<{ id: number }>(page, 'POST', '/course', {
    title: titles.course,
    agenda_type_id: 1,
    delivery_method_id: 2,
  });
  const taxes = 20;
  for (const [day, start_time, end_time] of [
    [1, '09:00', '10:40'],
    [2, '13:00', '14:15'],
  ] as const)
    await apiFromPage(page, 'POST', `/agendas/module/${courseId}`, {
      title: `Day ${day} session`,
      day,
      start_time,
      end_time,
      is_credit_qualified: true,
      allocations: [{ field_of_study_id: taxes, percent: 100 }],
      knowledge_level_id: 1,
    });
  const questions = await apiFromPage<{ question_id: number }[]>(page, 'GET', `/course/nasba/${courseId}`);
  await apiFromPage(page, 'PUT', `/course/nasba/${courseId}`, {
    answers: questions.map((q) => ({ question_id: q.question_id, answer: 'Participants apply the changes to their clients’ returns.' })),
  });
  await apiFromPage(page, 'PUT', `/course/qualifications/${courseId}`, { items: [{ qualification_id: 1 }] });
  await apiFromPage(page, 'POST', `/course/workflow/${courseId}`, { action: 'submit' });
  await apiFromPage(page, 'POST', `/course/workflow/${courseId}`, { action: 'finalize' });
  const { id: classId } = await apiFromPage<{ id: number }>(page, 'POST', '/class', {
    course_id: courseId,
    class_title: titles.cls,
    timezone: zone,
    facility: 'Main office, room 4',
    days: [
      { date: days[0], start_time: '09:00', end_time: '10:40' },
      { date: days[1], start_time: '13:00', end_time: '14:15' },
    ],
  });
  const codes = await apiFromPage<{ attendance_code: string }[]>(page, 'GET', `/class/attendance/codes/${classId}`);
  const code = codes[0]?.attendance_code;
  if (!code) throw new Error(`class ${classId} has no attendance code`);
  return { courseId, classId, code };
}

/** Opens a step of the open affidavit from the step list. */
export async function openAoaStep(page: Page, step: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('link', { name: new RegExp(`^${step}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: step })).toBeVisible();
}

/** From the learner's home: File an Affidavit of Attendance, find the class, choose it and start; the new affidavit's id. */
export async function startAffidavit(page: Page, classTitle: string): Promise<number> {
  await page.getByRole('link', { name: 'File an Affidavit of Attendance' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'File an Affidavit of Attendance' })).toBeVisible();
  const form = page.getByRole('search', { name: 'Find your class' });
  await form.getByRole('textbox', { name: 'Search' }).fill(classTitle);
  await form.getByRole('button', { name: 'Search classes' }).click();
  await page.getByRole('button', { name: `Choose ${classTitle}` }).click();
  await expect(page.getByRole('list', { name: 'Class days' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Start affidavit' }).click();
  await expect(page).toHaveURL(/\/learner\/affidavitofattendance\/\d+\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  return Number(/affidavitofattendance\/(\d+)\//.exec(page.url())?.[1]);
}

export async function verifyByCode(page: Page, code: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Verify by attendance code' });
  await form.getByRole('textbox', { name: 'Attendance code' }).fill(code);
  await form.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request code has been successfully verified' })).toBeVisible();
  await expect(page.getByText(`Verified by attendance code ${code}.`)).toBeVisible();
}

export async function verifyByDocument(page: Page, filename: string): Promise<void> {
  const form = page.getByRole('form', { name: /^Upload/ });
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% certificate of attendance\n%%EOF\n') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('table', { name: 'Affidavit documents' }).getByRole('cell', { name: filename, exact: true })).toBeVisible();
  await expect(page.getByText('Verified by documents: a reviewer approves them.')).toBeVisible();
}

/** Attendance: ticks the days attended and saves; the credits are recomputed. */
export async function declareAttendance(page: Page, dates: readonly string[]): Promise<void> {
  await openAoaStep(page, 'Attendance');
  for (const date of dates) await page.getByRole('checkbox', { name: `Attended ${date}` }).check();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Affidavit saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save attendance' })).toBeDisabled();
}

/** Confirmation: I confirm, Submit; the alert says the status reached. */
export async function confirmAndSubmit(page: Page, outcome: 'Affidavit approved' | 'Affidavit submitted'): Promise<void> {
  await openAoaStep(page, 'Confirmation');
  await page.getByRole('checkbox', { name: /^I confirm/ }).check();
  await page.getByRole('button', { name: 'Submit affidavit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: outcome })).toBeVisible();
}
