import { expect, expectNoSeriousA11yViolations, login, signIn, test } from './fixtures.ts';
import { createDraftCourseByApi } from './support/courses.ts';
import { boxOf, classIdByTitle, overlaps, PHONE } from './support/layout.ts';

const WINTER = 'Partner Leadership: Winter Cohort';

for (const viewport of [{ width: 1280, height: 720 }, PHONE]) {
  test(`at ${viewport.width} px the alert bar covers neither the page's titles nor the dialog title`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The Spring Cohort has two codes: its dialog is as tall as the window allows.
    const id = await classIdByTitle('Partner Leadership: Spring Cohort');
    await signIn(page, 'admin');
    await page.goto(`/class/${id}/roster`);
    await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
    // Behind the open dialog the page is hidden from the accessibility tree, not from sight.
    const titles = { 'page heading': page.locator('h1', { hasText: 'Roster' }), 'top bar title': page.locator('header p').last() };
    await expect(titles['top bar title']).toHaveText('Partner Leadership: Spring Cohort');
    await page.getByRole('button', { name: 'Attendance Codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attendance Codes' });
    await expect(dialog).toBeVisible();
    // Copy shows a message (copied, or how to copy by hand) while the dialog stays open.
    await dialog
      .getByRole('button', { name: /^Copy code/ })
      .first()
      .click();
    const bar = page.locator('.MuiSnackbar-root');
    await expect(bar).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const barBox = await boxOf(bar);
    const covered = { ...titles, 'dialog title': dialog.locator('h2').first() };
    for (const [what, title] of Object.entries(covered)) expect(overlaps(barBox, await boxOf(title)), `over the ${what}`).toBe(false);
    // And screen readers hear it, though the dialog hides the rest of the page from them.
    await expect(page.getByRole('alert')).toBeVisible();
  });
}

test('statuses are coloured chips', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/course-search');
  // A Finalized course of the seed (other specs add many Drafts to the first page).
  await page.getByRole('textbox', { name: 'Search' }).fill('Lease Accounting Self Study');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: 'Courses' });
  const finalized = table.getByRole('row').filter({ hasText: 'Finalized' }).first().locator('.MuiChip-root');
  await expect(finalized).toHaveText('Finalized');
  await expect(finalized).toHaveAttribute('data-tone', 'success');
  const colours = await finalized.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color }));
  // A tint of the tenant's success green, not grey or transparent.
  const [r, g, b] = (colours.bg.match(/\d+/g) ?? []).map(Number);
  expect(g).toBeGreaterThan(r ?? 255);
  expect(g).toBeGreaterThan(b ?? 255);

  await page.goto(`/class/${await classIdByTitle(WINTER)}`);
  const header = page.getByRole('region', { name: 'Header' });
  await expect(header.locator('.MuiChip-root').filter({ hasText: 'Uncertified' }).first()).toHaveAttribute('data-tone', 'info');
  await expectNoSeriousA11yViolations(page, 'status chips');
});

test('a failing checklist row links to the step that fixes it', async ({ page }) => {
  await login(page, 'admin');
  const courseId = await createDraftCourseByApi(page, `Checklist links e2e ${Date.now()}`);
  await page.goto(`/course/${courseId}/approval`);
  const checklist = page.getByRole('table', { name: 'Approval checklist' });
  await expect(checklist.getByTestId('check-Agenda Details')).toHaveText('FAIL');
  // Passing rows have nothing to fix.
  await expect(checklist.getByRole('row').filter({ hasText: 'Course Details' }).getByRole('link')).toHaveCount(0);
  await checklist.getByRole('link', { name: 'Go to Agenda Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/agenda$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda Details' })).toBeVisible();

  // A class: the seeded Spring Cohort has learners without attendance.
  const classId = await classIdByTitle('Partner Leadership: Spring Cohort');
  await page.goto(`/class/${classId}/approval`);
  const classChecks = page.getByRole('table', { name: 'Approval checklist' });
  await expect(classChecks.getByTestId('check-Passed Approval')).toHaveText('FAIL');
  const fix = classChecks.getByRole('link').first();
  const target = await fix.getAttribute('href');
  expect(target).toMatch(new RegExp(`^/(class/${classId}|course/\\d+)/\\w+`));
  await expectNoSeriousA11yViolations(page, 'a failing class checklist');
  await fix.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
