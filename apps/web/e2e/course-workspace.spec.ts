import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { addContentReviewer, addPendingCourse, controlSandbox, courseIdByTitle, resetSandbox } from './support/courses.ts';

/** The step list of the drawer (the permanent one; the mobile drawer is closed). */
const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps' });
const step = (page: Page, title: string) => steps(page).getByRole('link', { name: new RegExp(`^${title}`) });
const subheader = (page: Page, label: string) => page.getByTestId(`subheader-${label}`);

test.describe('course workspace', () => {
  test('shows the header, the subheader and the steps of a course, and passes axe', async ({ page }) => {
    const id = await courseIdByTitle('Revenue Recognition Deep Dive');
    await signIn(page, 'admin');
    await page.goto(`/course/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Course Details' })).toBeVisible();
    // The top bar shows the item title and the Search back button.
    await expect(page.getByRole('banner').getByText('Revenue Recognition Deep Dive')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/course-search');
    await expect(subheader(page, 'Request Number')).toHaveText(`Request Number: ${id}`);
    await expect(subheader(page, 'Request Status')).toHaveText('Request Status: Pending Signoff');
    await expect(subheader(page, 'Agenda Version')).toHaveText('Agenda Version: 1');
    // Open feedback on Agenda Details, resolved feedback on Course Details, none on CPE Information.
    await expect(step(page, 'Agenda Details').getByTestId('step-unresolved')).toBeVisible();
    await expect(step(page, 'Course Details').getByTestId('step-resolved')).toBeVisible();
    await expect(step(page, 'CPE Information').locator('svg')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/course/{id}');

    // The Review Summary groups the feedback by section with MM-DD-YYYY dates.
    await page.getByRole('button', { name: 'Review Summary' }).click();
    const summary = page.getByRole('dialog', { name: 'Review Summary' });
    await expect(summary.getByRole('region', { name: 'Course Details' })).toContainText('Title should mention ASC 606.');
    await expect(summary.getByRole('region', { name: 'Course Details' })).toContainText(/Resolved by Ian Instructor · \d{2}-\d{2}-\d{4}/);
    await expect(summary.getByRole('region', { name: 'Agenda Details' })).toContainText('Unresolved');
    await expectNoSeriousA11yViolations(page, 'Review Summary');
    await summary.getByRole('button', { name: 'Close' }).click();

    // The approval step: checklist with PASS and FAIL, and Finalize held back with the reason.
    await step(page, 'Approval').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approval' })).toBeVisible();
    await expect(page.getByTestId('check-CPE Information')).toHaveText('FAIL');
    await expect(page.getByRole('button', { name: 'Finalize' })).toBeDisabled();
    await expect(page.getByText(/Finalize is unavailable while these sections fail: CPE Information/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/course/{id}/approval');
  });

  test('says when a course is not there, and shows a disabled step without a link', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await signIn(page, 'admin');
    await page.goto('/course/987654');
    await expect(page.getByText('Course 987654 was not found.')).toBeVisible();

    // IRS CE Information applies to courses with credit-qualified modules; this one has none.
    const id = await courseIdByTitle('Firm Onboarding Orientation');
    await page.goto(`/course/${id}`);
    await expect(steps(page).getByTestId('step-irs')).toHaveAttribute('aria-disabled', 'true');
    await expect(steps(page).getByRole('link', { name: /^IRS CE Information/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'a course with a disabled step');
    await page.goto(`/course/${id}/irs`);
    await expect(page.getByText('This step is not available for this course.')).toBeVisible();
  });

  test('a coordinator is sent to Access Denied for a course they have no part in, and sees it read-only once a content reviewer', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 403/);
    const id = await addPendingCourse('Coordinator review e2e');
    await signIn(page, 'coordinator');
    await page.goto(`/course/${id}`);
    await expect(page).toHaveURL(/\/accessDenied$/);
    await expect(page.getByText(/was not found/)).toHaveCount(0);

    await addContentReviewer(id, 'coordinator');
    await page.goto(`/course/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Course Details' })).toBeVisible();
    await expect(subheader(page, 'Request Status')).toHaveText('Request Status: Pending Signoff');
    // Read-only: the fields are disabled and there is nothing to save.
    await expect(page.getByLabel('Course Title')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await step(page, 'Content Review').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content Review' })).toBeVisible();
    await expect(page.getByText('Cora Coordinator')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a course seen read-only by its content reviewer');
  });

  test('the step menu offers IRS CE Workflow and Class Details, and the audit trail reads as sentences', async ({ page }) => {
    const id = await courseIdByTitle('Revenue Recognition Deep Dive');
    await signIn(page, 'admin');
    await page.goto(`/course/${id}`);
    await step(page, 'IRS CE Workflow').click();
    await expect(page).toHaveURL(new RegExp(`/course/${id}/irsworkflow$`));
    await expect(page.getByRole('heading', { level: 1, name: 'IRS CE Workflow' })).toBeVisible();
    await expect(page.getByText(/IRS CE approver:/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/course/${id}/irsworkflow`);
    await step(page, 'Class Details').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Class Details' })).toBeVisible();

    await step(page, 'Audit').click();
    const trail = page.getByRole('list', { name: 'Audit trail' });
    await expect(trail.getByRole('listitem').first()).toBeVisible();
    const sentences = await trail.getByRole('listitem').allTextContents();
    for (const sentence of sentences) {
      expect(sentence).toMatch(/^.+ (created|added|removed|changed|set|cleared) .+ on [A-Z][a-z]{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
      expect(sentence).not.toMatch(/→|\bid\b|#\d/);
    }
    await expectNoSeriousA11yViolations(page, `/course/${id}/audit`);
  });

  test('prerequisites read as plain text, one per line', async ({ page }) => {
    const id = await courseIdByTitle('Federal Tax Update 2026');
    await signIn(page, 'admin');
    await page.goto(`/course/${id}/cpe`);
    await expect(page.getByLabel('Prerequisites')).toHaveValue('Basic individual tax knowledge');
  });

  test('a reviewer leaves feedback (red warning), the owner resolves it (green check)', async ({ page }) => {
    const id = await courseIdByTitle('Firm Onboarding Orientation');
    await signIn(page, 'admin');
    await page.goto(`/course/${id}`);
    await expect(page.getByTestId('step-feedback-summary')).toHaveText('No feedback on this page.');
    await expect(step(page, 'Course Details').locator('svg')).toHaveCount(0);

    await page.getByRole('button', { name: 'Leave feedback' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave feedback on Course Details' });
    await leave.getByLabel('Field (optional)').fill('Description');
    await leave.getByLabel('Feedback').fill('Say who the orientation is for.');
    await leave.getByRole('button', { name: 'Save feedback' }).click();
    await expect(leave).toBeHidden();
    await expect(step(page, 'Course Details').getByTestId('step-unresolved')).toBeVisible();
    await expect(page.getByTestId('step-feedback-summary')).toHaveText('Feedback on this page: 1 unresolved, 0 resolved.');

    await page.getByRole('button', { name: 'Resolve feedback: Say who the orientation is for.' }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve feedback' });
    await resolve.getByLabel('Resolution note').fill('Added: new joiners of the firm.');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve).toBeHidden();
    await expect(step(page, 'Course Details').getByTestId('step-resolved')).toBeVisible();

    await page.getByRole('button', { name: 'Review Summary' }).click();
    const summary = page.getByRole('dialog', { name: 'Review Summary' });
    await expect(summary).toContainText('Description: Say who the orientation is for.');
    await expect(summary).toContainText(/Resolved by Ada Admin · \d{2}-\d{2}-\d{4}: Added: new joiners of the firm\./);
  });

  test('submit, finalize, then Edit starts version 2 and Version lists version 1', async ({ page }) => {
    const id = await courseIdByTitle('Data Analytics Nano Lesson');
    await signIn(page, 'admin');
    await page.goto(`/course/${id}/approval`);
    await expect(subheader(page, 'Request Status')).toHaveText('Request Status: Draft');

    const act = async (label: string, status: string) => {
      await page.getByRole('button', { name: label, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: label, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(subheader(page, 'Request Status')).toHaveText(`Request Status: ${status}`);
    };
    await act('Submit for Signoff', 'Pending Signoff');
    await expect(page.getByRole('button', { name: 'Finalize' })).toBeEnabled();
    await act('Finalize', 'Finalized');
    await act('Edit', 'Editing');
    await expect(subheader(page, 'Agenda Version')).toHaveText('Agenda Version: 2');
    await expect(page.getByRole('table', { name: 'Workflow history' })).toContainText('Reopened for editing');

    await step(page, 'Version').click();
    await expect(page.getByText('Version 2 is the current version (Editing).')).toBeVisible();
    const v1 = page.getByRole('region', { name: 'Version 1' });
    await expect(v1).toContainText(/Finalized \w{3}-\d{2}-\d{4} \d{2}:\d{2} [AP]M by Ada Admin/);
    await expectNoSeriousA11yViolations(page, '/course/{id}/version');
  });

  test.describe('LMS sync', () => {
    test.afterEach(async () => {
      await resetSandbox();
    });

    test('syncs with the LMS sandbox, then reloads the course with its LMS id', async ({ page }) => {
      await controlSandbox({ latencyMs: 100 });
      const id = await courseIdByTitle('Partner Leadership Training Hours');
      await signIn(page, 'admin');
      await page.goto(`/course/${id}`);
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByText('LMS ID')).toBeVisible();
      await page.getByRole('button', { name: 'Sync with SAP' }).click();
      await expect(page.getByRole('dialog', { name: 'Syncing data from SAP' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('Course details synced, grabbing updated information', { timeout: 15_000 });
      await expect(page.getByRole('dialog', { name: 'Syncing data from SAP' })).toBeHidden();
      await expect(page.getByRole('region', { name: 'Header' }).getByText(/^SAP-CRS-\d+$/)).toBeVisible();
    });

    test('shows the LMS error when the sandbox fails', async ({ page }) => {
      await controlSandbox({ latencyMs: 100, failureMode: 'http-error', failCount: 1 });
      // Pending Signoff, not yet in the LMS: the one failure is the sandbox's outage.
      const id = await courseIdByTitle('Interactive Audit Sampling');
      await signIn(page, 'admin');
      await page.goto(`/course/${id}`);
      await page.getByRole('button', { name: 'Sync with SAP' }).click();
      await expect(page.getByRole('alert')).toHaveText('SAP: The LMS is temporarily unavailable (simulated outage); try again later', {
        timeout: 15_000,
      });
      await expect(page.getByRole('dialog', { name: 'Syncing data from SAP' })).toBeHidden();
    });
  });
});
