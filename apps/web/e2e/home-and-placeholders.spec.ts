/**
 * The learner's home leads to the attendance-code screen. (Every area of the product is built
 * since issue 16, so no route shows the 'not available yet' placeholder any more.)
 */
import { expect, login, test } from './fixtures.ts';

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
