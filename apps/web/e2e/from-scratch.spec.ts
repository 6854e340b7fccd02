/**
 * From scratch: a firm onboarded by the product's own command (npm run tenant:create), so
 * no seeded course, class or person. Its first administrator follows the e-mailed link,
 * sets a password, builds the firm's first two-day course through the screens and
 * finalizes it; two learners register themselves; the admin runs the first class (staff,
 * documentation, Add learner, attendance, the attendance code), one learner checks in
 * with the code, and the certified class's completions arrive in the LMS sandbox.
 * The tests run in order on the same firm; each step is a function of support/scratch-*.ts.
 */
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { sandboxSystem } from './support/lms.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import {
  addContact,
  addLearner,
  assignInstructor,
  checkInWithCode,
  createClass,
  editCodeExpiry,
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

const PASSWORD = 'Scratch!2026-first';
const ADMIN = 'Firm Administrator';
const COURSE = 'Firm Tax Update 2026';
const CLASS = 'Firm Tax Update: first class';
const ZONE = 'America/New_York';
const LENA: Learner = { first: 'Lena', last: 'Learner', email: 'lena@learners.example.com', password: 'Learner!2026-pass' };
const OMAR: Learner = { first: 'Omar', last: 'Outside', email: 'omar@learners.example.com', password: 'Learner!2026-pass' };

test.describe.configure({ mode: 'serial' });

let firm: ScratchTenant;
let courseId: number;
let classId: number;
let code: string;
// The class is held today and tomorrow where it takes place, so a code entered now counts for day 1.
const day1 = todayIn(ZONE);
const day2 = nextDay(day1);

test.beforeAll(async () => {
  firm = await createScratchTenant();
});

// Each step is a dozen screens or more: more than the suite's default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

test('the new admin sets a password from the e-mailed link, signs in, and drafts a two-day course', async ({ page }) => {
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

  courseId = await createDraftCourse(page, COURSE);
  await openAgendaDetails(page);
  await addModuleOnNewDay(page, 1, 'Individual tax changes');
  await addModuleOnNewDay(page, 2, 'Business tax changes');
  await expect(page.locator('section[data-day]')).toHaveCount(2);
  await expect(page.getByTestId('credits-total')).toHaveText('2.0');
  await expectNoSeriousA11yViolations(page, 'Agenda Details of the first course');
});

test('the admin completes what the checklist asks, submits the course and finalizes it', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/course/${courseId}`);
  await openStep(page, /^Approval/, 'Approval');
  await expectFailingChecks(page, ['NASBA Questions', 'Program Qualification']);
  await answerNasbaQuestions(page, 'Participants apply the 2026 tax changes to their clients’ returns.');
  await addProgramQualification(page, 'NASBA Registry');
  await openStep(page, /^Approval/, 'Approval');
  await expectFailingChecks(page, []);
  await workflowAction(page, 'Submit for Signoff', 'Pending Signoff');
  await workflowAction(page, 'Finalize', 'Finalized');
  await expectNoSeriousA11yViolations(page, 'Approval of the finalized course');
});

test('two learners register themselves and set their passwords from the e-mailed links', async ({ page }) => {
  for (const learner of [LENA, OMAR]) {
    await registerLearner(page, firm, learner);
    await logOut(page);
  }
});

test('the admin creates the first class, staffs it, and adds the learners through Add learner', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/course/${courseId}`);
  await openStep(page, /^Class Details/, 'Class Details');
  await expect(page.getByText('No classes for this course yet.')).toBeVisible();
  classId = await createClass(page, CLASS, 'Main office, room 4', day1);

  await openStep(page, /^Class Agenda/, 'Agenda Details');
  await expect(page.getByRole('table', { name: 'Class days', exact: true }).getByRole('row')).toHaveCount(3);
  await assignInstructor(page, ADMIN);
  await openStep(page, /^Contacts/, 'Contacts');
  await addContact(page, ADMIN, 'Class Coordinator');
  await addContact(page, ADMIN, 'Dedicated Attendance Monitor (100:1)');
  await openStep(page, /^Documentation/, 'Documentation');
  await uploadClassDocumentation(page, 'sign-in-sheet.pdf');

  await openStep(page, /^Roster/, 'Roster');
  await expect(page.getByText('No learners on this roster yet.')).toBeVisible();
  await addLearner(page, fullName(LENA));
  await addLearner(page, fullName(OMAR));
  await expect(page.getByRole('table', { name: 'Class roster' }).getByRole('columnheader', { name: /^Day \d/ })).toHaveCount(2);
  await markAttended(page, fullName(LENA), 'all days');
  await expect(page.getByRole('checkbox', { name: `${fullName(LENA)} attended ${day2}` })).toBeChecked();
  code = await editCodeExpiry(page, `${day2} 23:00`);
  await expectNoSeriousA11yViolations(page, 'roster of the first class');
});

test('a learner checks in with the attendance code; the admin certifies and the completions reach the LMS', async ({ page }) => {
  await checkInWithCode(page, firm, OMAR, CLASS, code);
  await logOut(page);

  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/class/${classId}/roster`);
  // The code counted for today, day 1; the admin records day 2.
  await expect(page.getByRole('checkbox', { name: `${fullName(OMAR)} attended ${day1}` })).toBeChecked();
  await markAttended(page, fullName(OMAR), day2);

  await openStep(page, /^Approval/, 'Approval');
  await expectFailingChecks(page, []);
  await page.getByRole('button', { name: 'Certify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Certify class' });
  await dialog.getByRole('button', { name: 'Certify' }).click();
  // The LMS has neither the course nor the class: both go first, then the completions.
  await expect(page.getByRole('alert').filter({ hasText: 'Class certification is complete' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('subheader-Class Status')).toHaveText('Class Status: Certified');

  const lms = await sandboxSystem('SAP', firm.subdomain);
  const [lmsClassId, record] = Object.entries(lms?.classes ?? {}).find(([, c]) => c.externalId === String(classId)) ?? [];
  expect(record?.title).toBe(CLASS);
  expect(Object.keys(lms?.completions[lmsClassId as string] ?? {})).toHaveLength(2);
});
