import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillLogin, login, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';

const NEW_PASSWORD = 'E2e!Changed-2026pw';

/** User menu → the item with the user's display id opens User Settings. */
async function openUserSettings(page: Page) {
  const displayId = await page.evaluate(() => (JSON.parse(localStorage.getItem('cpe.user') ?? '{}') as { display_id?: string }).display_id);
  expect(displayId, 'the signed-in user has a display id').toBeTruthy();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: displayId, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'User Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function changePassword(page: Page, from: string, to: string) {
  const dialog = await openUserSettings(page);
  await dialog.getByLabel('Old Password').fill(from);
  await dialog.getByLabel('New Password').fill(to);
  await dialog.getByLabel('Confirm Password').fill(to);
  await dialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(dialog.getByText('User Password successfully updated!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an external learner changes the password in User Settings and signs in with it', async ({ page, consoleErrors }) => {
  // The refused sign-in with the old password is a 401, which Chromium logs.
  consoleErrors.allow(/status of 401/);
  try {
    await login(page, 'external.learner');
    await expect(page).toHaveURL(/\/learner$/);
    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    await logOut(page);

    // The old password no longer works; the new one does.
    await page.getByLabel('Username').fill('external.learner');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, 'external.learner', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/learner$/);

    // And back, so that the account keeps the demo password.
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    await logOut(page);
    await fillLogin(page, 'external.learner', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/learner$/);
  } finally {
    // Whatever happened above, the account gets the demo password back (learner has the same one).
    await inTenant('demo', (client) =>
      client.query(
        `UPDATE persons SET password_hash = (SELECT password_hash FROM persons WHERE username = 'learner' AND tenant_id = app_tenant_id())
          WHERE username = 'external.learner' AND tenant_id = app_tenant_id()`,
      ),
    );
  }
});

test('?action=changePassword opens User Settings on load, also through the sign-in', async ({ page }) => {
  // Signed out: the link is kept as the deep link, and opens the dialog after the sign-in.
  await page.goto('/learner?action=changePassword');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, 'external.learner');
  await expect(page).toHaveURL(/\/learner\?action=changePassword$/);
  const dialog = page.getByRole('dialog', { name: 'User Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('New Password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/learner$/);

  // Signed in: a fresh load of the link.
  await page.goto('/learner?action=changePassword');
  await expect(page.getByRole('dialog', { name: 'User Settings' })).toBeVisible();
});

test('a biography saved without a file leaves the user without one (the INVALID marker); with a file it exists', async ({ page }) => {
  try {
    await login(page, 'learner');
    const dialog = await openUserSettings(page);
    const save = dialog.getByRole('button', { name: 'Save biography' });
    await save.click();
    await expect(page.getByText('User Settings successfully updated!')).toBeVisible();
    await expect(dialog.getByText('This user does not have a biography (optional)')).toBeVisible();
    await dialog
      .getByLabel('Biography file (optional)')
      .setInputFiles({ name: 'bio.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await save.click();
    await expect(dialog.getByText('User biography exists')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'bio.pdf' })).toBeVisible();
  } finally {
    // The learner's biographies go, so that other specs find the seeded state.
    await inTenant('demo', (client) =>
      client.query(
        "DELETE FROM documents WHERE attachment_type_id = 11 AND person_id = (SELECT id FROM persons WHERE username = 'learner' AND tenant_id = app_tenant_id())",
      ),
    );
  }
});
