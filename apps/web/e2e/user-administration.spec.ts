/**
 * Issue 15's "Done when", from scratch on a firm of its own (tenant:create, no demo data): the
 * first admin adds an internal and two external people on /addUser, gives the internal one a
 * new role on /roles, finds them on /user-administration, certifies a class with an external
 * person on its roster and sees it on that person's Transcripts page, downloads the certificate
 * there, opens its verification page signed out, and merges the other external person into
 * the first after a preview.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { mergeInto, previewMerge } from './support/merge-steps.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { certifyFromApproval, staffAndDocumentClass } from './support/scratch-aoa-certify.ts';
import { finalizedCourseWithClass } from './support/scratch-aoa-steps.ts';
import { addLearner, markAttended, nextDay, todayIn } from './support/scratch-class-steps.ts';
import { openStep } from './support/scratch-course-steps.ts';
import { setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';
import { addUser, createRoleAndGive, searchPeople, searchResults } from './support/user-admin-steps.ts';

const PASSWORD = 'Scratch!2026-people';
const ADMIN = 'Firm Administrator';
const ROLE = 'Transcript Reviewer';
const COURSE = 'People Matters 2026';
const CLASS = 'People Matters: spring class';
const ZONE = 'America/New_York';
const day1 = todayIn(ZONE);

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

let firm: ScratchTenant;
const ids = { ivan: 0, erin: 0, eddie: 0 };
let code = '';
const person = (type: 'internal' | 'external', first: string, last: string) => ({
  type,
  first,
  last,
  // The outbox is shared by every spec of the run: addresses of this firm's own.
  email: `${first.toLowerCase()}@${firm.subdomain}.example.com`,
});

test.beforeAll(async () => {
  firm = await createScratchTenant('People & Partners CPAs');
});
test.beforeEach(() => test.setTimeout(180_000));

test('the first admin adds an internal and two external people', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/addUser`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
  ids.ivan = await addUser(page, person('internal', 'Ivan', 'Inside'), 'Active');
  ids.erin = await addUser(page, person('external', 'Erin', 'Easton'), 'Registration email sent');
  ids.eddie = await addUser(page, person('external', 'Eddie', 'Easton'), 'Registration email sent');
  expect(new Set(Object.values(ids)).size).toBe(3);
});

test('the admin gives the internal person a new role, which their Roles and Permissions page shows', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/roles`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await createRoleAndGive(page, ROLE, 'Ivan Inside');
  await page.goto(`${firm.origin}/user-administration/internal/${ids.ivan}/roles_and_permissions`);
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: new RegExp(`^${ROLE} `) })).toBeVisible();
});

test('the admin finds them on the user search', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/user-administration`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Administration' })).toBeVisible();
  await searchPeople(page, 'inside', 'Internal');
  await expect(searchResults(page).getByRole('row')).toHaveCount(2);
  await expect(searchResults(page).getByRole('row', { name: /Ivan Inside/ })).toContainText('Active');
  await searchPeople(page, 'easton', 'External');
  await expect(searchResults(page).getByRole('row')).toHaveCount(3);
  await expect(searchResults(page).getByRole('row', { name: /Erin Easton/ })).toContainText('Registration email sent');
  await expectNoSeriousA11yViolations(page, 'the user search');
  await searchResults(page).getByRole('link', { name: 'Erin Easton' }).click();
  await expect(page).toHaveURL(`${firm.origin}/user-administration/external/${ids.erin}`);
});

test("a class with Erin on its roster is certified: Erin's Transcripts page shows it, and its certificate downloads", async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  const cls = await finalizedCourseWithClass(page, { course: COURSE, cls: CLASS }, ZONE, [day1, nextDay(day1)]);
  await staffAndDocumentClass(page, firm.origin, cls.classId, ADMIN);
  await openStep(page, /^Roster/, 'Roster');
  await addLearner(page, 'Erin Easton');
  await markAttended(page, 'Erin Easton', 'all days');
  await certifyFromApproval(page);

  await page.goto(`${firm.origin}/user-administration/external/${ids.erin}/transcripts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transcripts' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Transcript' }).locator('tbody tr').filter({ hasText: 'Taxes' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Group Live');
  await expectNoSeriousA11yViolations(page, "Erin's transcripts");
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download certificate: / }).click();
  const bytes = await readFile((await (await downloading).path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The code is printed on the certificate; the PDF's text is compressed, so it is read from the database.
  code = await inTenant(firm.subdomain, async (client) => {
    const { rows } = await client.query<{ code: string }>(
      'SELECT code FROM certificates WHERE person_id = $1 AND class_id = $2 AND revoked_at IS NULL',
      [ids.erin, cls.classId],
    );
    return rows[0]?.code ?? '';
  });
  expect(code).toMatch(/^[0-9A-Z]{20}$/);
});

test('anybody opens the certificate’s verification page signed out, also on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${firm.origin}/verify/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate Verification' })).toBeVisible();
  await expect(page.getByText('This certificate is valid.')).toBeVisible();
  const facts = page.getByTestId('certificate-facts');
  for (const fact of ['Erin Easton', COURSE, 'Group Live']) await expect(facts).toContainText(fact);
  await expectNoSidewaysScroll(page, 'the verification page at 390 px');
  await expectNoSeriousA11yViolations(page, 'the verification page at 390 px');
});

test('the admin merges Eddie into Erin after a preview', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/user-administration/external/${ids.erin}/merge`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge' })).toBeVisible();
  const summary = await previewMerge(page, 'External person to merge into Erin Easton', 'Eddie Easton');
  await expect(summary).toContainText(`Everything of Eddie Easton (#${ids.eddie}) moves to Erin Easton (#${ids.erin}).`);
  const erin = person('external', 'Erin', 'Easton').email;
  const eddie = person('external', 'Eddie', 'Easton').email;
  await expect(summary.getByRole('table', { name: 'E-mail Changes' }).getByRole('row', { name: `email ${erin} ${eddie} 0` })).toBeVisible();
  await mergeInto(page, 'Eddie Easton', 'Erin Easton');
  // The search still finds Eddie, marked Merged; Erin's profile holds both addresses.
  await page.goto(`${firm.origin}/user-administration`);
  await searchPeople(page, 'easton', 'External');
  await expect(searchResults(page).getByRole('row', { name: /Eddie Easton/ })).toContainText('Merged');
  await expect(searchResults(page).getByRole('row', { name: /Erin Easton/ })).not.toContainText('Merged');
  await searchResults(page).getByRole('link', { name: 'Erin Easton' }).click();
  await expect(page.getByRole('main')).toContainText(eddie);
});
