/**
 * The from-scratch suite's class and learner steps: learners who register themselves,
 * a class of the firm's first course with its staff and documentation, its roster, its
 * attendance code, and a learner checking in with it.
 */
import type { Page } from '@playwright/test';
import { expect, fillLogin } from '../fixtures.ts';
import { readMailTo, type ScratchTenant } from './onboarding.ts';

export interface Learner {
  first: string;
  last: string;
  email: string;
  password: string;
}

export const fullName = (l: Learner) => `${l.first} ${l.last}`;

/** Today's date in a timezone, YYYY-MM-DD (the class's first day is today where it is held). */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(ymd: string): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The link of the registration e-mail: the mail is sent by a job, so it may take a moment.
 * The outbox folder is shared by every spec of the run, so each spec's learners need
 * addresses of their own; a poll that never finds the link says why (e.g. two e-mails).
 */
async function registrationLink(email: string): Promise<string> {
  let link: string | undefined;
  let why = 'no e-mail yet';
  try {
    await expect
      .poll(async () => {
        link = await readMailTo(email)
          .then((mail) => /https?:\/\/\S+\/password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0])
          .catch((e: unknown) => {
            why = e instanceof Error ? e.message : String(e);
            return undefined;
          });
        return link;
      })
      .toBeTruthy();
  } catch {
    throw new Error(`no registration link for ${email}: ${why}`);
  }
  return link as string;
}

/** An external learner registers on /register, sets a password from the e-mailed link, and logs out. */
export async function registerLearner(page: Page, firm: ScratchTenant, learner: Learner): Promise<void> {
  await page.goto(`${firm.origin}/register`);
  await page.getByLabel('First Name').fill(learner.first);
  await page.getByLabel('Last Name').fill(learner.last);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await registrationLink(learner.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Set Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(learner.password);
  await page.getByLabel('Confirm Password').fill(learner.password);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('User Password successfully updated!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
}

/** On a finalized course's Class Details step: New class, the first day's date chosen, the others following. */
export async function createClass(page: Page, title: string, facility: string, firstDay: string): Promise<number> {
  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByRole('textbox', { name: 'Class Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Facility' }).fill(facility);
  await dialog.getByRole('textbox', { name: 'Day 1 date' }).fill(firstDay);
  await expect(dialog.getByRole('textbox', { name: 'Day 2 date' })).toHaveValue(nextDay(firstDay));
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page).toHaveURL(/\/class\/\d+$/);
  await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Uncertified');
  return Number(/\/class\/(\d+)$/.exec(page.url())?.[1]);
}

/** Picks a person in an autocomplete once the search as you type has found them. */
async function pickPerson(page: Page, box: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  await box.fill(name.split(' ')[0] as string);
  await page.getByRole('option', { name, exact: true }).click();
}

/** Class Agenda: the class's instructor, saved. */
export async function assignInstructor(page: Page, name: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Instructors' });
  await pickPerson(page, section.getByRole('combobox', { name: 'Instructors' }), name);
  const saved = page.waitForResponse((r) => r.url().includes('/api/class/instructor/') && r.request().method() === 'PUT');
  await section.getByRole('button', { name: 'Save instructors' }).click();
  expect((await saved).status()).toBe(200);
  await expect(section.getByRole('button', { name: 'Save instructors' })).toBeDisabled();
}

/** Contacts: one person in one class role. */
export async function addContact(page: Page, name: string, role: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add contact' });
  await pickPerson(page, form.getByRole('combobox', { name: 'Person' }), name);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await form.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByRole('table', { name: role, exact: true }).getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Documentation: uploads a sign-in sheet as Class Documentation (attachment type 32). */
export async function uploadClassDocumentation(page: Page, filename: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Upload Class Documentation' });
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% sign-in sheet\n') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('table', { name: 'Class documents' }).getByRole('cell', { name: filename, exact: true })).toBeVisible();
}

/** Roster: Add learner, found by first name. */
export async function addLearner(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add learner' });
  await pickPerson(page, dialog.getByRole('combobox', { name: 'Learner' }), name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `${name} attended all days` })).toBeVisible();
}

/** Roster: ticks an attendance box (one day, or 'all days') and waits for it to be saved. */
export async function markAttended(page: Page, name: string, day: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: `${name} attended ${day}` });
  await box.click();
  await expect(box).toBeChecked();
}

/** Attendance Codes: reads the class's code, sets its expiry (YYYY-MM-DD HH:mm, class timezone) and updates it. */
export async function editCodeExpiry(page: Page, expiry: string): Promise<string> {
  await page.getByRole('button', { name: 'Attendance Codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attendance Codes' });
  const copy = dialog.getByRole('button', { name: /^Copy code / });
  const code = ((await copy.getAttribute('aria-label')) ?? '').replace('Copy code ', '');
  await dialog.getByRole('textbox', { name: 'Expiration (YYYY-MM-DD HH:mm)', exact: true }).fill(expiry);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Attendance Code Expiration Successfully Updated')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return code;
}

/** The learner signs in, follows the home's link to the attendance-code screen, and checks in. */
export async function checkInWithCode(page: Page, firm: ScratchTenant, learner: Learner, classTitle: string, code: string): Promise<void> {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, learner.email, learner.password);
  await page.getByRole('link', { name: 'Enter an Attendance Code' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance code' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: new RegExp(`^${classTitle}`) }).click();
  await page.getByRole('textbox', { name: 'Attendance code' }).fill(code);
  await page.getByRole('button', { name: 'Submit code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request code has been successfully verified' })).toBeVisible();
}
