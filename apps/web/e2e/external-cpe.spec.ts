/**
 * External CPE from scratch: a firm onboarded by tenant:create (no demo data). A learner
 * registers, files a request from a generated PDF certificate whose values the server
 * proposes, confirms them and submits; the admin leaves feedback, the learner resolves it,
 * the admin approves, and the learner's transcript shows the external CPE entry.
 */
import { expect, expectNoSeriousA11yViolations, fillLogin, test } from './fixtures.ts';
import { certificatePdf } from './support/certificate-pdf.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { type Learner, registerLearner } from './support/scratch-class-steps.ts';
import { logOut, setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';

const PASSWORD = 'Scratch!2026-ecpe';
const LENA: Learner = { first: 'Lena', last: 'Learner', email: 'lena@ecp.example.com', password: 'Learner!2026-pass' };
const TITLE = 'Revenue Recognition Deep Dive';
const SPONSOR = 'Acme CPE Institute';

test.describe.configure({ mode: 'serial' });

let firm: ScratchTenant;
let requestId: number;

test.beforeAll(async () => {
  firm = await createScratchTenant();
});
test.beforeEach(() => test.setTimeout(120_000));

async function signInAsLearner(page: import('@playwright/test').Page) {
  await page.goto(`${firm.origin}/login`);
  await fillLogin(page, LENA.email, LENA.password);
}

/** Opens a step of the open request from the step list. */
async function openStep(page: import('@playwright/test').Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the admin sets a password; a learner registers', async ({ page }) => {
  await setPasswordThroughLink(page, firm, PASSWORD);
  await logOut(page);
  await registerLearner(page, firm, LENA);
});

test('the learner files a request from a certificate whose values are proposed, completes it and submits it', async ({ page }) => {
  const file = await certificatePdf({
    learner: 'Lena Learner',
    title: TITLE,
    sponsor: SPONSOR,
    nasbaSponsorId: '112233',
    completed: 'August 14, 2026',
    deliveryMethod: 'Group Internet-Based',
    fieldOfStudy: 'Taxes',
    credits: '8.0',
  });
  await signInAsLearner(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Request External CPE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request External CPE' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/learner/external');
  await page.getByRole('link', { name: 'Start from a certificate instead' }).click();
  await expect(page).toHaveURL(/\/learner\/external2$/);
  await page.getByLabel('Certificate of completion (PDF)').setInputFiles(file);
  await page.getByRole('button', { name: 'Read certificate' }).click();

  const form = page.getByRole('form', { name: 'Certificate values' });
  await expect(form.getByLabel(/Program Title/)).toHaveValue(TITLE, { timeout: 30_000 });
  await expect(form.getByLabel('Sponsor Name')).toHaveValue(SPONSOR);
  await expect(form.getByLabel('NASBA Sponsor ID')).toHaveValue('112233');
  await expect(form.getByLabel('Completion Date')).toHaveValue('2026-08-14');
  await expect(form.getByLabel('Delivery Method')).toHaveValue(/\d+/);
  await expect(form.getByLabel('Credits 1')).toHaveValue('8');
  await expect(form.getByText('Read from certificate')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page, 'certificate values');
  // Reading made nothing yet: the learner's requests, seen in another tab (a session of its own), are none.
  const other = await page.context().newPage();
  await other.goto(`${firm.origin}/login`);
  await fillLogin(other, LENA.email, LENA.password);
  await expect(other.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible({ timeout: 30_000 });
  await other.goto(`${firm.origin}/learner/cpe/search`);
  await expect(other.getByText('No external CPE requests match this search.')).toBeVisible({ timeout: 30_000 });
  await other.close();
  // The learner corrects one value: it is no longer marked as read.
  await form.getByLabel('Sponsor Name').fill(`${SPONSOR}, Inc.`);
  await expect(form.getByText('Read from certificate')).toHaveCount(5);
  await form.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/learner\/cpe\/details\/\d+$/);
  requestId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Request Details' })).toBeVisible();
  await expect(page.getByLabel(/Program Title/)).toHaveValue(TITLE);
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Draft');
  await expectNoSeriousA11yViolations(page, 'Request Details');
  // One certificate, one request: reading it and saving its values do not make a second one.
  await page.goto(`${firm.origin}/learner/cpe/search`);
  const requests = page.getByRole('table', { name: 'External CPE requests' });
  await expect(requests.getByRole('link', { name: TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(requests.locator('tbody tr')).toHaveCount(1);
  await page.goto(`${firm.origin}/learner/cpe/details/${requestId}`);

  await openStep(page, 'Awards');
  await expect(page.getByLabel('Credits 1')).toHaveValue('8');
  await expect(page.getByTestId('awards-total')).toHaveText('Total CPE credits: 8.0');
  await expectNoSeriousA11yViolations(page, 'Awards');

  await openStep(page, 'Documentation');
  await expect(page.getByRole('table', { name: 'Request documents' })).toContainText('certificate.pdf');

  await openStep(page, 'NASBA Questions');
  // The firm's baseline has NASBA questions; the learner answers them all.
  const answers = page.getByRole('form', { name: 'NASBA questions' }).getByRole('textbox');
  await expect(answers.first()).toBeVisible();
  for (let i = 0; i < (await answers.count()); i++) await answers.nth(i).fill('Applies the revenue standard to client engagements.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('NASBA answers saved')).toBeVisible();

  await openStep(page, 'Approvals');
  await expect(page.getByTestId('approvals-summary')).toContainText('Every section passes.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Submitted');
  await expectNoSeriousA11yViolations(page, 'Approvals');
});

test('the admin finds the request and leaves feedback on Sponsor Information', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'External CPE Administration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'External CPE Administration' })).toBeVisible();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/learner/cpe/details/${requestId}$`));
  await expectNoSeriousA11yViolations(page, 'External CPE Administration: the request');
  await openStep(page, 'Sponsor Information');
  const section = page.getByRole('region', { name: 'Feedback on Sponsor Information' });
  await section.getByRole('button', { name: 'Leave feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave feedback on Sponsor Information' });
  await dialog.getByLabel(/^Feedback/).fill('Add the sponsor’s address.');
  await dialog.getByRole('button', { name: 'Save feedback' }).click();
  await expect(section.getByTestId('step-feedback-summary')).toHaveText('Feedback on this page: 1 unresolved, 0 resolved.');
  // The step's icon: a red warning triangle while the feedback is unresolved.
  const step = page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: /^Sponsor Information/ });
  await expect(step.getByTestId('step-unresolved')).toBeVisible();
});

test('the learner resolves the feedback with a note', async ({ page }) => {
  await signInAsLearner(page);
  await page.goto(`${firm.origin}/learner/cpe/search`);
  await page.getByRole('link', { name: TITLE }).click();
  await openStep(page, 'Sponsor Information');
  const section = page.getByRole('region', { name: 'Feedback on Sponsor Information' });
  await section.getByRole('button', { name: /^Resolve feedback/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve feedback' });
  await dialog.getByLabel(/Resolution note/).fill('The sponsor has no street address: it is an online institute.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(section.getByTestId('step-feedback-summary')).toHaveText('Feedback on this page: 0 unresolved, 1 resolved.');
  const step = page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: /^Sponsor Information/ });
  await expect(step.getByTestId('step-resolved')).toBeVisible();
});

test('the admin approves the request', async ({ page }) => {
  await signInAsAdmin(page, firm, PASSWORD);
  await page.goto(`${firm.origin}/learner/cpe/approvals/${requestId}`);
  await expect(page.getByTestId('approvals-summary')).toContainText('Every section passes.');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Approved');
  // Staff read whose transcript it reached, not "your transcript".
  await expect(page.getByTestId('ecp-banner')).toHaveText("This request was approved; its credits are on Lena Learner's transcript.");
  await openStep(page, 'History');
  const history = page.getByRole('table', { name: 'Workflow history' });
  const actions = history.locator('tbody tr td:nth-child(2)');
  await expect(actions).toHaveText(['Approved', 'Submitted for Approval', 'Created']);
});

test('the learner’s transcript shows the external CPE entry, also on a phone', async ({ page }) => {
  await signInAsLearner(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  const transcript = page.getByRole('table', { name: 'My transcript' });
  await expect(transcript).toContainText(TITLE);
  await expect(transcript).toContainText('External CPE');
  await expect(transcript).toContainText('Taxes 8.0');
  await expectNoSeriousA11yViolations(page, 'Learner Home with the transcript');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'Learner Home at 390');
  await page.goto(`${firm.origin}/learner/cpe/awards/${requestId}`);
  await expect(page.getByTestId('awards-total')).toHaveText('Total CPE credits: 8.0');
  await expectNoSidewaysScroll(page, 'Awards at 390');
});
