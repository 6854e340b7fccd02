import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, login, signIn, test } from './fixtures.ts';
import { addCourses } from './support/courses.ts';

const results = (page: Page) => page.getByRole('table', { name: 'Courses' });
const resultRows = (page: Page) => results(page).locator('tbody tr');
const searchFor = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

test.describe('course search', () => {
  test('searches, opens a course, and keeps the search when coming back', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Course Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Course Search' })).toBeVisible();
    await expect(resultRows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/course-search');

    await searchFor(page, 'revenue recognition');
    await expect(resultRows(page)).toHaveCount(1);
    await expect(resultRows(page).first()).toContainText('Pending Signoff');
    await results(page).getByRole('link', { name: 'Revenue Recognition Deep Dive' }).click();
    await expect(page).toHaveURL(/\/course\/\d+$/);
    await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Pending Signoff');

    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/course-search$/);
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('revenue recognition');
    await expect(resultRows(page)).toHaveCount(1);

    // A status filter, then sorting by title on the server.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Status').selectOption('Finalized');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(resultRows(page).first()).toBeVisible();
    for (const status of await resultRows(page).locator('td:nth-child(3)').allTextContents()) expect(status).toBe('Finalized');
    await results(page).getByRole('button', { name: 'Title' }).click();
    await expect(results(page).locator('th[aria-sort="ascending"]')).toHaveText('Title');
    const titles = await resultRows(page).locator('td:nth-child(2)').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  test('pages with Load more and exports the same search as CSV', async ({ page }) => {
    const total = await addCourses('Paging Check', 30);
    await signIn(page, 'admin');
    await page.goto('/course-search');
    await searchFor(page, 'Paging Check');
    await expect(resultRows(page)).toHaveCount(25);
    await expect(page.getByText('Showing 25 courses; more match.')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(resultRows(page)).toHaveCount(total);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('courses.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Course ID,Title,Status,Delivery Method,Agenda Type,Version,LMS ID,Created By,Last Updated');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.includes('Paging Check'))).toBe(true);
  });

  test('New course creates a Draft course and opens it', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/course-search');
    await page.getByRole('button', { name: 'New course' }).click();
    const dialog = page.getByRole('dialog', { name: 'New course' });
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await expect(dialog.getByText('Required.')).toHaveCount(3);
    await dialog.getByLabel('Title').fill('Audit Quality Essentials');
    await dialog.getByLabel('Agenda type').selectOption('US-CPE');
    await dialog.getByLabel('Delivery method').selectOption('Group Live');
    await expectNoSeriousA11yViolations(page, 'New course dialog');
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/course\/\d+$/);
    await expect(page.getByTestId('subheader-Request Status')).toHaveText('Request Status: Draft');
    await expect(page.getByRole('region', { name: 'Header' })).toContainText('Audit Quality Essentials');
    await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('Owner');
  });

  test('a learner gets /accessDenied, and sees no Course Search in the menu', async ({ page }) => {
    await login(page, 'learner');
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Course Search' })).toHaveCount(0);
    await page.goto('/course-search');
    await expect(page).toHaveURL(/\/accessDenied$/);
    await page.goto('/course/1/approval');
    await expect(page).toHaveURL(/\/accessDenied$/);
  });
});
