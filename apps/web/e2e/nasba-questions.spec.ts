/**
 * NASBA question sets (issue 16, ADR 0037): the Educe ACC Administrator opens the demo firm's
 * default set, adds an optional question, publishes version 2 and sees it; a course's NASBA step
 * then asks the new question beside the earlier ones. axe and 390 px on both new screens.
 */
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { courseIdByTitle } from './support/courses.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';

const QUESTION = `Which prior knowledge do participants need? (${Date.now()})`;

test('an Educe ACC Administrator publishes a new version of a question set, and a course asks its new question', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'accadmin');
  await page.goto('/accadmin/nasbaquestions');
  await expect(page.getByRole('heading', { level: 1, name: 'NASBA Questions' })).toBeVisible();
  const sets = page.getByRole('table', { name: 'NASBA question sets' });
  await expectNoSeriousA11yViolations(page, '/accadmin/nasbaquestions');
  await sets.getByRole('link', { name: 'Default' }).click();
  await expect(page.getByRole('heading', { name: 'NASBA Questions: Default' })).toBeVisible();
  const before = await page.getByRole('textbox', { name: /^Question \d+$/ }).count();
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Add question' }).click();
  const added = page.getByRole('textbox', { name: `Question ${before + 1}` });
  await added.fill(QUESTION);
  // Optional, so the demo courses stay complete; and moved up one place.
  const row = page.getByRole('listitem').filter({ has: added });
  await row.getByRole('checkbox', { name: 'Required' }).uncheck();
  await page.getByRole('button', { name: `Move question ${before + 1} up` }).click();
  await expect(page.getByRole('textbox', { name: `Question ${before}` })).toHaveValue(QUESTION);
  await expectNoSeriousA11yViolations(page, '/accadmin/nasbaquestions/{id}');

  await page.getByRole('button', { name: 'Publish new version' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Version \d+ published/ })).toBeVisible();
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Version 2 is current.')).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, '/accadmin/nasbaquestions/{id}');
  await page.goto('/accadmin/nasbaquestions');
  await expect(page.getByRole('table', { name: 'NASBA question sets' }).getByRole('row', { name: /Default/ })).toContainText('2');
  await expectNoSidewaysScroll(page, '/accadmin/nasbaquestions');

  const id = await courseIdByTitle('Ethics for Tax Professionals');
  // The admin, in a session of their own.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/course/${id}/nasba`);
  await expect(admin.getByRole('heading', { level: 1, name: 'NASBA Questions' })).toBeVisible();
  await expect(admin.getByLabel(QUESTION)).toBeVisible();
  await expect(admin.getByLabel('What are the learning objectives of the program?')).toBeVisible();
  await context.close();
});
