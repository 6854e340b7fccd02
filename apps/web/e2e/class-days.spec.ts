/**
 * Every day of the course (ADR 0014): a class made with New class from a two-day course
 * has Day 1 and Day 2 on Class Agenda and a column for each on the roster; its days can
 * be changed there while it is Uncertified.
 */
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { finalizedTwoDayCourse } from './support/api.ts';
import { inTenant } from './support/db.ts';

/** Puts the demo learner on the class roster (the roster's own Add learner is another screen's test). */
async function addDemoLearner(classId: number): Promise<void> {
  await inTenant('demo', (client, tenantId) =>
    client.query(
      `INSERT INTO class_roster (tenant_id, class_id, person_id, created_at)
       SELECT $1, $2, id, now() FROM persons WHERE tenant_id = $1 AND username = 'learner'`,
      [tenantId, classId],
    ),
  );
}

// Each test first drafts, reviews and finalizes a course through the API.
test.describe.configure({ timeout: 90_000 });

test('a new class from a two-day course has both days on Class Agenda and the roster', async ({ page }) => {
  const courseId = await finalizedTwoDayCourse(`Two-day course ${Date.now()}`);
  await signIn(page, 'admin');
  await page.goto('/class-search');
  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByLabel('Course ID').fill(String(courseId));
  await expect(dialog.getByText(/: 2 days$/)).toBeVisible();
  await dialog.getByLabel(/^Class Title/).fill('Two days in New York');
  await dialog.getByLabel(/^Day 1 date/).fill('2027-03-13');
  // The second day follows the first, at the agenda's times.
  await expect(dialog.getByLabel(/^Day 2 date/)).toHaveValue('2027-03-14');
  await expect(dialog.getByLabel(/^Day 2 start/)).toHaveValue('13:00');
  await expectNoSeriousA11yViolations(page, 'new class dialog');
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page).toHaveURL(/\/class\/\d+$/);
  const classUrl = new URL(page.url()).pathname;

  await page.goto(`${classUrl}/agenda`);
  const days = page.getByRole('table', { name: 'Class days', exact: true });
  await expect(days.getByRole('row')).toHaveCount(3);
  // 2027-03-14 is the Sunday the clocks move forward in New York: each day at its own local times.
  await expect(days.getByRole('row', { name: /Day 1/ })).toContainText('Mar-13-2027 09:00 AMMar-13-2027 10:40 AM');
  await expect(days.getByRole('row', { name: /Day 2/ })).toContainText('Mar-14-2027 01:00 PMMar-14-2027 02:15 PM');
  const segments = page.getByRole('table', { name: 'Class days and modules' });
  await expect(segments.getByRole('row', { name: /Day 2 session/ })).toContainText('Mar-14-2027 01:00 PM');
  await expectNoSeriousA11yViolations(page, '/class/{id}/agenda');

  await addDemoLearner(Number(classUrl.split('/').at(-1)));
  await page.goto(`${classUrl}/roster`);
  await expect(page.getByRole('columnheader', { name: /^Day 1/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Day 2/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Day \d/ })).toHaveCount(2);
});

test('Class Agenda changes the days of an Uncertified class', async ({ page }) => {
  const courseId = await finalizedTwoDayCourse(`Two-day course ${Date.now()}`);
  await signIn(page, 'admin');
  await page.goto(`/course/${courseId}/classes`);
  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByLabel(/^Class Title/).fill('Days to move');
  await dialog.getByLabel(/^Day 1 date/).fill('2027-05-03');
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page).toHaveURL(/\/class\/\d+$/);
  await page.goto(`${new URL(page.url()).pathname}/agenda`);

  await page.getByRole('button', { name: 'Change days' }).click();
  const form = page.getByRole('form', { name: 'Change class days' });
  await form.getByLabel(/^Day 2 date/).fill('2027-05-05');
  await form.getByLabel(/^Day 2 end/).fill('15:30');
  await expectNoSeriousA11yViolations(page, 'change class days');
  await form.getByRole('button', { name: 'Save days' }).click();
  await expect(page.getByRole('alert')).toHaveText('Class days saved');
  await expect(page.getByRole('table', { name: 'Class days', exact: true }).getByRole('row', { name: /Day 2/ })).toContainText(
    'May-05-2027 01:00 PMMay-05-2027 03:30 PM',
  );
});
