/**
 * Keyboard use: a skip link first, focus on the new page's heading after each
 * navigation, and a visible focus ring (an outline, not only MUI's ripple).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, signIn, test } from './fixtures.ts';
import { classIdByTitle } from './support/layout.ts';

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target}`);
}

const outlineOf = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
  });

test('Tab from page load reaches "Skip to main content" first, which focuses the main content', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  // Shown once focused: inside the window, above the app bar.
  const box = await skip.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the page, not in the app bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('after navigating, focus is on the new page heading', async ({ page }) => {
  const id = await classIdByTitle('Partner Leadership: Winter Cohort');
  await login(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeFocused();

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Class Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class Search' })).toBeFocused();

  // A step of a record that loads first; followed with the keyboard.
  await page.goto(`/class/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Class Details' })).toBeVisible();
  const roster = page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: /^Roster/ });
  await tabTo(page, roster);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/class/${id}/roster$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeFocused();
});

test('focused controls show an outline, in the app bar in its text colour', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/course-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Search' })).toBeVisible();

  const newCourse = page.getByRole('button', { name: 'New course' });
  await tabTo(page, newCourse);
  const ring = await outlineOf(newCourse);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).toBe('rgb(31, 78, 121)');

  const link = page.getByRole('table', { name: 'Courses' }).getByRole('link').first();
  await tabTo(page, link);
  expect((await outlineOf(link)).style).toBe('solid');

  const userMenu = page.getByRole('button', { name: 'User menu' });
  await tabTo(page, userMenu, 120);
  const onBar = await outlineOf(userMenu);
  expect(onBar.style).toBe('solid');
  expect(onBar.color).toBe('rgb(255, 255, 255)');
});
