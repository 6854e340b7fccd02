/**
 * Issue 27: a new firm's first admin signs in through the e-mailed set-password link
 * (npm run tenant:create → link → Set Password → Continue, signed in) and never with the
 * password form; User Administration shows their Last Login, not '----'.
 */
import { expect as baseExpect, test } from './fixtures.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { setPasswordThroughLink } from './support/scratch-steps.ts';
import { searchResults } from './support/user-admin-steps.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
let firm: ScratchTenant;
test.beforeAll(async () => {
  firm = await createScratchTenant('First Login & Partners CPAs');
});

test("the first admin's sign-in through the link is their Last Login", async ({ page }) => {
  test.setTimeout(120_000);
  await setPasswordThroughLink(page, firm, 'Scratch!2026-login');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'User Administration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Administration' })).toBeVisible();
  const admin = searchResults(page).getByRole('row', { name: /Firm Administrator/ });
  await expect(admin).toBeVisible();
  const headers = await searchResults(page).getByRole('columnheader').allInnerTexts();
  const lastLogin = admin.getByRole('cell').nth(headers.findIndex((h) => h.trim() === 'Last Login'));
  // Today, in the display format (MMM-DD-YYYY hh:mm A), not '----'.
  await expect(lastLogin).toHaveText(/^[A-Z][a-z]{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
});
