/**
 * User administration steps shared by the people specs: the Add User form, the user search,
 * and a new role given to a person from /roles.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export const addUserForm = (page: Page) => page.getByRole('form', { name: 'Add a person' });
export const addUserBox = (page: Page, name: string) => addUserForm(page).getByRole('textbox', { name, exact: true });

/** Fills the Add User form's type, names and e-mail (not sent). */
export async function fillAddUser(page: Page, type: 'internal' | 'external', first: string, last: string, email: string): Promise<void> {
  await addUserForm(page).getByLabel('Person Type').selectOption(type);
  await addUserBox(page, 'First Name').fill(first);
  await addUserBox(page, 'Last Name').fill(last);
  await addUserBox(page, 'Email').fill(email);
}

/** On /addUser: adds a person with the given status message; returns the new person's id from the status's link. */
export async function addUser(
  page: Page,
  person: { type: 'internal' | 'external'; first: string; last: string; email: string },
  status: 'Active' | 'Registration email sent',
): Promise<number> {
  await fillAddUser(page, person.type, person.first, person.last, person.email);
  await addUserForm(page).getByRole('button', { name: 'Add person' }).click();
  const done = addUserForm(page).getByRole('status');
  const name = `${person.first} ${person.last}`;
  await expect(done).toContainText(`${name} was added with status '${status}'.`);
  const href = await done.getByRole('link', { name: `Open ${name}'s page` }).getAttribute('href');
  return Number(new RegExp(`/user-administration/${person.type}/(\\d+)$`).exec(href ?? '')?.[1]);
}

/** The user search's results. */
export const searchResults = (page: Page) => page.getByRole('table', { name: 'People' });

/** On /user-administration: searches for `text` among the people of `type` (the Person Type option's label). */
export async function searchPeople(page: Page, text: string, type: string): Promise<void> {
  const form = page.getByRole('search', { name: 'User search' });
  await form.getByLabel('Search', { exact: true }).fill(text);
  await form.getByLabel('Person Type').selectOption({ label: type });
  await form.getByRole('button', { name: 'Search' }).click();
}

/** On /roles: creates a role and gives it to a person from the role's People dialog. */
export async function createRoleAndGive(page: Page, role: string, personName: string): Promise<void> {
  await page.getByRole('button', { name: 'New role' }).click();
  const create = page.getByRole('dialog', { name: 'New role' });
  await create.getByLabel('Role name').fill(role);
  await create.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Role created')).toBeVisible();
  await page.getByRole('button', { name: `People of ${role}` }).click();
  const people = page.getByRole('dialog', { name: `People holding ${role}` });
  await people.getByRole('combobox', { name: 'Person' }).fill(personName.split(' ')[0] as string);
  await page.getByRole('option', { name: personName, exact: true }).click();
  await people.getByRole('button', { name: 'Give role' }).click();
  await expect(
    people.getByRole('table', { name: `People holding ${role}` }).getByRole('row', { name: new RegExp(personName) }),
  ).toBeVisible();
  await people.getByRole('button', { name: 'Close' }).click();
}
