/**
 * The roster toolbar in Chromium: a new class's first learner comes from Add learner, and
 * 'Clear attendance' asks first, naming the learners and the selected date, and clears
 * that day only. Each test works on its own copy of the demo Winter Cohort's days (two
 * class days, seed: demo-classes.ts), so the demo classes stay as the other tests expect.
 */
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';

const DEMO_CLASS = 'Partner Leadership: Winter Cohort';

interface FreshClass {
  id: number;
  dates: string[];
}

/** A new Uncertified class with the demo class's course and days; with its learners attending every day when asked. */
async function freshClass(title: string, withLearners: boolean): Promise<FreshClass> {
  return inTenant('demo', async (client, tenantId) => {
    const created = await client.query<{ id: number; source: number }>(
      `INSERT INTO classes (tenant_id, course_id, class_title, status, facility, timezone, start_date, created_by, created_at, updated_at)
       SELECT tenant_id, course_id, $3, 'Uncertified', facility, timezone, start_date, created_by, now(), now()
         FROM classes WHERE tenant_id = $1 AND class_title = $2 RETURNING id`,
      [tenantId, DEMO_CLASS, title],
    );
    const id = created.rows[0]?.id;
    if (id === undefined) throw new Error(`no demo class ${DEMO_CLASS}`);
    const args = [tenantId, DEMO_CLASS, id];
    const source = `(SELECT id FROM classes WHERE tenant_id = $1 AND class_title = $2)`;
    const days = await client.query<{ date: string }>(
      `INSERT INTO class_days (tenant_id, class_id, day, class_date, start_time, end_time, starts_at, ends_at)
       SELECT tenant_id, $3, day, class_date, start_time, end_time, starts_at, ends_at FROM class_days WHERE tenant_id = $1 AND class_id = ${source}
       RETURNING left(class_date::text, 10) AS date`,
      args,
    );
    if (withLearners) {
      await client.query(
        `INSERT INTO class_roster (tenant_id, class_id, person_id, is_external_learner, roster_add_method_id, created_at)
         SELECT tenant_id, $3, person_id, is_external_learner, roster_add_method_id, now()
           FROM class_roster WHERE tenant_id = $1 AND class_id = ${source} AND removed_at IS NULL`,
        args,
      );
      await client.query(
        `INSERT INTO roster_attendance (tenant_id, roster_id, day, attended, updated_at)
         SELECT r.tenant_id, r.id, d.day, true, now() FROM class_roster r JOIN class_days d ON d.tenant_id = r.tenant_id AND d.class_id = r.class_id
          WHERE r.tenant_id = $1 AND r.class_id = $2`,
        [tenantId, id],
      );
    }
    return { id, dates: days.rows.map((r) => r.date).sort() };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-21' as the spec's display date, 'Nov-21-2026'. */
const shown = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${MONTHS[Number(m) - 1]}-${d}-${y}`;
};

test('on a new class with no learners, Add learner adds the first learner', async ({ page }) => {
  const cls = await freshClass('E2E class without learners', false);
  await signIn(page, 'admin');
  await page.goto(`/class/${cls.id}/roster`);
  await expect(page.getByText('No learners on this roster yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add learner' });
  await dialog.getByRole('combobox', { name: 'Learner' }).fill('Lee');
  await page.getByRole('option', { name: /Lee Learner/ }).click();
  await expectNoSeriousA11yViolations(page, 'add learner dialog on an empty roster');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Class roster' });
  await expect(table.getByText('Lee Learner', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 1 learners')).toBeVisible();
});

test('"Clear attendance" asks with the learners and the selected date, and clears only that day', async ({ page }) => {
  const cls = await freshClass('E2E class to clear a day', true);
  const [day1, day2] = cls.dates;
  if (!day1 || !day2) throw new Error('the copied class has two days');
  await signIn(page, 'admin');
  await page.goto(`/class/${cls.id}/roster`);
  await expect(page.getByLabel(`Lee Learner attended ${day2}`)).toBeChecked();
  await page.getByRole('combobox', { name: 'Date' }).click();
  await page.getByRole('option', { name: shown(day2) }).click();

  await page.getByRole('button', { name: 'Clear attendance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear attendance' });
  await expect(dialog.getByText(`Clear attendance of 2 learners on ${shown(day2)}?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'clear attendance confirmation');
  // By keyboard: Cancel has the focus; Escape closes without a change.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Lee Learner attended ${day2}`)).toBeChecked();

  await page.getByRole('button', { name: 'Clear attendance' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const cleared = page.waitForResponse((r) => r.url().includes('/api/class/attendance/all-learners/') && r.request().method() === 'POST');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Clear attendance' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await cleared).status()).toBe(200);
  await expect(dialog).toBeHidden();

  for (const name of ['Lee Learner', 'Erin External']) {
    await expect(page.getByLabel(`${name} attended ${day2}`)).not.toBeChecked();
    await expect(page.getByLabel(`${name} attended ${day1}`)).toBeChecked();
  }
  await page.reload();
  await expect(page.getByLabel(`Lee Learner attended ${day1}`)).toBeChecked();
  await expect(page.getByLabel(`Lee Learner attended ${day2}`)).not.toBeChecked();
});
