/**
 * From scratch: a firm onboarded by the product's own command (npm run tenant:create), so
 * no seeded course, class or person. Its first administrator follows the e-mailed link,
 * sets a password, signs in, and builds the firm's first course through the screens.
 * The steps live in support/scratch-steps.ts; later steps (finalize, class, roster,
 * attendance codes, certification, the LMS sandbox's completions) continue the same firm.
 */
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import {
  addModuleOnNewDay,
  createDraftCourse,
  expectAdminHome,
  expectNoCourses,
  logOut,
  openAgendaDetails,
  setPasswordThroughLink,
  signInAsAdmin,
} from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-first';

test.describe.configure({ mode: 'serial' });

let firm: ScratchTenant;
test.beforeAll(async () => {
  firm = await createScratchTenant();
});

test('the new admin sets a password from the e-mailed link, signs in, and drafts a two-day course', async ({ page }) => {
  // A dozen screens and three dialogs: more than the suite's default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto(firm.origin);
  await expect(page).toHaveURL(`${firm.origin}/login`);
  await expect(page.getByText(firm.name)).toBeVisible();

  await setPasswordThroughLink(page, firm, PASSWORD);
  // The link's session is the admin's: Continue goes to the admin's home.
  await expectAdminHome(page);
  await logOut(page);
  await signInAsAdmin(page, firm, PASSWORD);
  await expectAdminHome(page);
  await expectNoCourses(page);

  await createDraftCourse(page, 'Firm Tax Update 2026');
  await openAgendaDetails(page);
  await addModuleOnNewDay(page, 1, 'Individual tax changes');
  await addModuleOnNewDay(page, 2, 'Business tax changes');
  await expect(page.locator('section[data-day]')).toHaveCount(2);
  await expect(page.getByTestId('credits-total')).toHaveText('2.0');
  await expectNoSeriousA11yViolations(page, 'Agenda Details of the first course');
});
