/**
 * From scratch, on a firm whose LMS is SABA (issue 27, "the LMS agrees"): the operator names
 * the firm's LMS when onboarding it (`npm run tenant:create -- --default-lms SABA`); its first
 * admin builds and finalizes a course, a learner registers, the admin runs a class, takes
 * attendance and certifies it, then syncs the Certified class from the class screen. The
 * screen sends no manualClassSync (only for the first LMS type), and the SABA LMS
 * (the sandbox's SABA dialect) holds the class Certified, with its roster and completions.
 */
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { sandboxSystem } from './support/lms.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import {
  addContact,
  addLearner,
  assignInstructor,
  createClass,
  fullName,
  type Learner,
  markAttended,
  nextDay,
  registerLearner,
  todayIn,
  uploadClassDocumentation,
} from './support/scratch-class-steps.ts';
import {
  addProgramQualification,
  answerNasbaQuestions,
  expectFailingChecks,
  openStep,
  workflowAction,
} from './support/scratch-course-steps.ts';
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

const PASSWORD = 'Saba!2026-first';
const ADMIN = 'Firm Administrator';
const COURSE = 'Audit Sampling 2026';
const CLASS = 'Audit Sampling: Boston';
const ZONE = 'America/New_York';
const SAM: Learner = { first: 'Sam', last: 'Sabala', email: 'sam@saba-learners.example.com', password: 'Learner!2026-pass' };

test.describe.configure({ mode: 'serial' });

let firm: ScratchTenant;
let courseId: number;
const day1 = todayIn(ZONE);
const day2 = nextDay(day1);

test.beforeAll(async () => {
  firm = await createScratchTenant('Saba Sync & Co CPAs', { defaultLms: 'SABA' });
});

// Each step is a dozen screens or more: more than the suite's default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

test('the admin of a SABA firm sets a password, builds a two-day course and finalizes it', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await expectAdminHome(page);
  await expectNoCourses(page);
  courseId = await createDraftCourse(page, COURSE);
  await openAgendaDetails(page);
  await addModuleOnNewDay(page, 1, 'Sampling plans');
  await addModuleOnNewDay(page, 2, 'Evaluating results', 'Auditing');
  await expect(page.getByTestId('credits-total')).toHaveText('2.0');

  await openStep(page, /^Approval/, 'Approval');
  await expectFailingChecks(page, ['NASBA Questions', 'Program Qualification']);
  await answerNasbaQuestions(page, 'Participants design and evaluate audit samples.');
  await addProgramQualification(page, 'NASBA Registry');
  await openStep(page, /^Approval/, 'Approval');
  await expectFailingChecks(page, []);
  await workflowAction(page, 'Submit for Signoff', 'Pending Signoff');
  await workflowAction(page, 'Finalize', 'Finalized');
  await logOut(page);
});

test('a learner registers himself', async ({ page }) => {
  await registerLearner(page, firm, SAM);
  await logOut(page);
});

test('the admin runs the class, certifies it, and syncs the Certified class with SABA', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/course/${courseId}`);
  await openStep(page, /^Class Details/, 'Class Details');
  const classId = await createClass(page, CLASS, 'Boston office', day1);
  await openStep(page, /^Class Agenda/, 'Agenda Details');
  await assignInstructor(page, ADMIN);
  await openStep(page, /^Contacts/, 'Contacts');
  await addContact(page, ADMIN, 'Class Coordinator');
  await addContact(page, ADMIN, 'Dedicated Attendance Monitor (100:1)');
  await openStep(page, /^Documentation/, 'Documentation');
  await uploadClassDocumentation(page, 'boston-sign-in.pdf');
  await openStep(page, /^Roster/, 'Roster');
  await addLearner(page, fullName(SAM));
  await markAttended(page, fullName(SAM), 'all days');
  await expect(page.getByRole('checkbox', { name: `${fullName(SAM)} attended ${day2}` })).toBeChecked();

  await openStep(page, /^Approval/, 'Approval');
  await expectFailingChecks(page, []);
  await page.getByRole('button', { name: 'Certify', exact: true }).click();
  await page.getByRole('dialog', { name: 'Certify class' }).getByRole('button', { name: 'Certify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Class certification is complete' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Certified');

  // The firm's LMS names the button and the overlay; the call carries no manualClassSync.
  const started = page.waitForRequest((r) => r.url().endsWith(`/api/class/import/sap/${classId}`) && r.method() === 'POST');
  await page.getByRole('button', { name: 'Sync with SABA' }).click();
  const body = (await started).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ in_lms: 'SABA', in_class_status: 'Certified' });
  expect(body).not.toHaveProperty('in_action');
  await expect(page.getByRole('alert').filter({ hasText: 'Class details synced, grabbing updated information' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Certified');
  await expectNoSeriousA11yViolations(page, 'Approval of the synced class');

  // The SABA LMS of this firm, and no other, holds the class Certified with its roster and completions.
  expect(await sandboxSystem('SAP', firm.subdomain)).toBeUndefined();
  const lms = await sandboxSystem('SABA', firm.subdomain);
  const [lmsClassId, held] = Object.entries(lms?.classes ?? {}).find(([, c]) => c.externalId === String(classId)) ?? [];
  expect(lmsClassId).toMatch(/^SABA-CLS-\d{6}$/);
  expect(held).toMatchObject({ title: CLASS, status: 'Certified' });
  expect(held?.roster).toEqual([{ externalId: expect.any(String), firstName: SAM.first, lastName: SAM.last, email: SAM.email }]);
  const completions = lms?.completions[lmsClassId as string] ?? {};
  expect(Object.keys(completions)).toEqual([held?.roster[0]?.externalId]);
  expect(Object.values(completions)[0]).toMatchObject({ credits: 2, completedOn: day2 });
});
