/**
 * The learner's home leads to the attendance-code screen, and routes of areas the
 * product does not have yet say so instead of 'No results found' or '… was not found'.
 */
import { expect, expectNoSeriousA11yViolations, login, test } from './fixtures.ts';

test('the learner home links to the attendance-code screen', async ({ page }) => {
  await login(page, 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  const work = page.getByRole('region', { name: 'My Work' });
  const link = work.getByRole('link', { name: 'Enter an Attendance Code' });
  await expect(link).toHaveAttribute('href', '/learner/attendance');
  await link.click();
  await expect(page).toHaveURL(/\/learner\/attendance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance code' })).toBeVisible();
});

const PLACEHOLDERS: readonly [path: string, heading: string, text: string][] = [
  ['/locallearning-search', 'Local Learning Search', 'Local learning is not available yet.'],
  ['/locallearning/3/roster', 'Local Learning', 'Local learning is not available yet.'],
  ['/independentstudy-search', 'Independent Study Search', 'Independent study is not available yet.'],
  ['/vendedcontent/1', 'Vended Content', 'Vended content is not available yet.'],
  ['/user-administration', 'User Administration', 'User administration is not available yet.'],
  ['/user-administration/internal/2', 'Internal User', 'User administration is not available yet.'],
  ['/email-templates', 'Email Templates', 'Email template administration is not available yet.'],
  ['/admin/validation', 'Validation', 'Validation administration is not available yet.'],
];

test('routes of areas not built yet say that they are not available yet', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'admin');
  for (const [path, heading, text] of PLACEHOLDERS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(text, { exact: true })).toBeVisible();
    await expect(main).not.toContainText(/No results found|was not found|No data to show/);
  }
  await expectNoSeriousA11yViolations(page, 'a placeholder page');
});
