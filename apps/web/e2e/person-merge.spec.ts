/**
 * Merging two people (ADM008, ADR 0033) on a firm of its own: two learners register, the admin
 * uploads a biography to one of them, opens the other's Merge page, picks the first, and
 * previews what moves (the summary is polled until the server has prepared it); Merge, once
 * confirmed, says so, and the merged-away learner can no longer sign in. At 390 px, with axe.
 */
import { expect as baseExpect, expectNoSeriousA11yViolations, fillLogin, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { mergeInto, previewMerge } from './support/merge-steps.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { personIdByEmail, uploadBiography } from './support/people-steps.ts';
import { fullName, type Learner, registerLearner } from './support/scratch-class-steps.ts';
import { logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-merge';

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

let firm: ScratchTenant;
let sam: Learner;
let vic: Learner;

test.beforeAll(async () => {
  firm = await createScratchTenant('Merge & Partners CPAs');
  // The outbox is shared by every spec of the run: addresses of this firm's own.
  sam = { first: 'Sam', last: 'Survivor', email: `sam@${firm.subdomain}.example.com`, password: 'Learner!2026-sam' };
  vic = { first: 'Vic', last: 'Victim', email: `vic@${firm.subdomain}.example.com`, password: 'Learner!2026-vic' };
});
test.beforeEach(() => test.setTimeout(180_000));

test('the admin sets a password; two learners register', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await logOut(page);
  for (const learner of [sam, vic]) {
    await registerLearner(page, firm, learner);
    await logOut(page);
  }
});

test('the admin previews merging Vic into Sam on a phone: the summary shows the e-mail change and the document; Merge', async ({
  page,
}) => {
  const samId = await personIdByEmail(firm, sam.email);
  const vicId = await personIdByEmail(firm, vic.email);
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, firm, PASSWORD);
  await uploadBiography(page, `${firm.origin}/user-administration/external/${vicId}`, 'vic-bio.pdf');

  await page.goto(`${firm.origin}/user-administration/external/${samId}/merge`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge' })).toBeVisible();
  // Merge stays off until a preview has been seen.
  await expect(page.getByRole('button', { name: 'Merge', exact: true })).toBeDisabled();
  const summary = await previewMerge(page, `External person to merge into ${fullName(sam)}`, fullName(vic));
  await expect(summary).toContainText(`Everything of ${fullName(vic)} (#${vicId}) moves to ${fullName(sam)} (#${samId}).`);
  const emails = summary.getByRole('table', { name: 'E-mail Changes' });
  await expect(emails.getByRole('row', { name: `email ${sam.email} ${vic.email} 0` })).toBeVisible();
  const moves = summary.getByRole('table', { name: 'What moves' });
  await expect(moves.getByRole('row', { name: 'Documents 1' })).toBeVisible();
  await expect(moves.getByRole('row', { name: 'Roster entries 0' })).toBeVisible();
  // Both hold the Learner role: no role moves (ADR 0055 lists them here, and refuses what the admin could not give).
  await expect(summary.getByText('No roles change')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the merge preview at 390 px');
  await expectNoSeriousA11yViolations(page, 'the merge preview at 390 px');

  await mergeInto(page, fullName(vic), fullName(sam));
  await expectNoSeriousA11yViolations(page, 'the Merge page after a merge');
  // The document moved with Vic's e-mail: Sam's profile lists both addresses.
  await page.goto(`${firm.origin}/user-administration/external/${samId}`);
  await expect(page.getByRole('main')).toContainText(vic.email);
  // Vic's own page says where Vic went.
  await page.goto(`${firm.origin}/user-administration/external/${vicId}/merge`);
  await expect(page.getByText(`This person was merged into person ${samId}.`)).toBeVisible();
});

test('the merged-away learner can no longer sign in; the survivor still can', async ({ page, consoleErrors }) => {
  // The refused sign-in is a 401, which the browser logs.
  consoleErrors.allow(/status of 401/);
  await page.goto(`${firm.origin}/login`);
  await page.getByLabel('Username').fill(vic.email);
  await page.getByLabel('Password', { exact: true }).fill(vic.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, sam.email, sam.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
});
