/**
 * The steps of the from-scratch suite, each a small function over the screens, so that the
 * suite reads as the story of a firm's first days and can be continued step by step.
 */
import type { Page } from '@playwright/test';
import { expect, fillLogin } from '../fixtures.ts';
import type { ScratchTenant } from './onboarding.ts';

/** Opens the e-mailed link, sets the first password on the screen it opens, and continues into the product. */
export async function setPasswordThroughLink(page: Page, firm: ScratchTenant, password: string): Promise<void> {
  await page.goto(firm.setPasswordLink);
  // The token is exchanged once and dropped from the address bar.
  await expect(page).toHaveURL(`${firm.origin}/password`);
  await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
  await expect(page.getByLabel('New Password')).toBeVisible();
  // A link's session sets the first password without an old one.
  await expect(page.getByLabel('Old Password')).toHaveCount(0);
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('User Password successfully updated!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in on the firm's own host name with the admin's e-mail as username. */
export async function signInAsAdmin(page: Page, firm: ScratchTenant, password: string): Promise<void> {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, firm.adminEmail, password);
}

export async function expectAdminHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
}

/** Course Search from the menu, with no course at all in the firm. */
export async function expectNoCourses(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Course Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Search' })).toBeVisible();
  await expect(page.getByText('No courses match this search.')).toBeVisible();
}

/** New course on Course Search; returns the new Draft course's id. */
export async function createDraftCourse(page: Page, title: string, agendaType = 'US-CPE', deliveryMethod = 'Group Live'): Promise<number> {
  await page.getByRole('button', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Agenda type').selectOption(agendaType);
  await dialog.getByLabel('Delivery method').selectOption(deliveryMethod);
  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Draft');
  await expect(page.getByRole('region', { name: 'Header' })).toContainText(title);
  return Number(/\/course\/(\d+)$/.exec(page.url())?.[1]);
}

/** The Agenda Details step of the open course, from the step list. */
export async function openAgendaDetails(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('link', { name: /^Agenda Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda Details' })).toBeVisible();
}

/** Adds a module that opens the next day (Day `day`), with one field of study. */
export async function addModuleOnNewDay(page: Page, day: number, title: string, fieldOfStudy = 'Taxes'): Promise<void> {
  await page.getByRole('button', { name: 'Add module on a new day' }).click();
  const dialog = page.getByRole('dialog', { name: `Add module on a new day (Day ${day})` });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Field of study 1' }).selectOption({ label: fieldOfStudy });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`section[data-day="${day}"]`).getByRole('heading', { level: 3, name: title })).toBeVisible();
}
