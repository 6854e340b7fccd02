/**
 * The class roster in Chromium against the demo seed (apps/api/src/seed/demo-classes.ts):
 * taking attendance and recording missed time, editing an attendance code's expiry, and
 * a learner entering a code (valid, expired, another class's).
 */
import { CLASS_MESSAGES } from '@cpe/contract';
import { expect, expectNoSeriousA11yViolations, login, signIn, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';

const WINTER = 'Partner Leadership: Winter Cohort';
const SPRING = 'Partner Leadership: Spring Cohort';
const SUMMIT = 'Firm-wide Leadership Summit';

async function classByTitle(title: string) {
  return inTenant('demo', async (client, tenantId) => {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM classes WHERE tenant_id = $2 AND class_title = $1 ORDER BY id LIMIT 1',
      [title, tenantId],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no class titled ${title}`);
    const days = await client.query<{ day: number; date: string; start_time: string }>(
      `SELECT day, left(class_date::text, 10) AS date, left(start_time::text, 5) AS start_time
         FROM class_days WHERE class_id = $1 ORDER BY day`,
      [id],
    );
    const codes = await client.query<{ id: number; attendance_code: string; expiration_date: Date | null }>(
      'SELECT id, attendance_code, expiration_date FROM attendance_codes WHERE class_id = $1 ORDER BY day NULLS FIRST, id',
      [id],
    );
    return { id, days: days.rows, codes: codes.rows };
  });
}

const plusMinutes = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test('takes attendance and records missed time on the class roster', async ({ page }) => {
  const winter = await classByTitle(WINTER);
  const [day1, day2] = winter.days;
  if (!day1 || !day2) throw new Error('the Winter Cohort has two days');
  await signIn(page, 'admin');
  await page.goto(`/class/${winter.id}/roster`);
  await expect(page.getByRole('table', { name: 'Class roster' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'class roster');

  // Erin External was absent on day 2 (seed): mark her present, and it stays so after a reload.
  const erinDay2 = page.getByLabel(`Erin External attended ${day2.date}`);
  await expect(erinDay2).not.toBeChecked();
  const marked = page.waitForResponse((r) => r.url().includes('/api/class/attendance/') && r.request().method() === 'PUT');
  await erinDay2.click();
  expect((await marked).status()).toBe(200);
  await expect(erinDay2).toBeChecked();
  await expect(page.getByLabel('Erin External attended all days')).toBeChecked();
  await page.reload();
  await expect(page.getByLabel(`Erin External attended ${day2.date}`)).toBeChecked();

  // Lee Learner has 13:30-13:50 on day 1: an overlapping interval is refused before sending, a free one is recorded.
  await page.getByRole('button', { name: `Missed time for Lee Learner on ${day1.date}: 20 minutes` }).click();
  const dialog = page.getByRole('dialog', { name: `Missed time: Lee Learner, ${day1.date}` });
  await dialog.getByLabel(/Left at/).fill('13:40');
  await dialog.getByLabel(/Returned at/).fill('14:00');
  await dialog.getByRole('button', { name: 'Add missed time' }).click();
  await expect(dialog.getByText(CLASS_MESSAGES.missedTimeOverlap)).toBeVisible();
  await dialog.getByLabel(/Left at/).fill(plusMinutes(day1.start_time, 5));
  await dialog.getByLabel(/Returned at/).fill(plusMinutes(day1.start_time, 15));
  await dialog.getByRole('button', { name: 'Add missed time' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Missed time for Lee Learner on ${day1.date}: 30 minutes` })).toBeVisible();
});

test('the 2,000-learner roster renders a window of rows and scrolls to the last learner', async ({ page }) => {
  const summit = await classByTitle(SUMMIT);
  await signIn(page, 'admin');
  await page.goto(`/class/${summit.id}/roster`);
  const table = page.getByRole('table', { name: 'Class roster' });
  await expect(table).toHaveAttribute('aria-rowcount', '2001');
  await expect(page.getByText('2000 of 2000 learners')).toBeVisible();
  expect(await table.getByRole('row').count()).toBeLessThanOrEqual(30);
  const body = page.getByRole('region', { name: 'Class roster' });
  await body.focus();
  await page.keyboard.press('End');
  await expect(table.getByText('Learner 2000', { exact: true })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeLessThanOrEqual(30);
});

test("edits an attendance code's expiry: a valid date is saved, an invalid one closes the dialog", async ({ page }) => {
  const spring = await classByTitle(SPRING);
  await signIn(page, 'admin');
  await page.goto(`/class/${spring.id}/roster`);
  await page.getByRole('button', { name: 'Attendance Codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attendance Codes' });
  const day1 = dialog.getByRole('form', { name: 'Attendance code Day 1' });
  const expiry = day1.getByLabel(/^Expiration/);
  await expect(expiry).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(day1.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expiry.fill(`${spring.days[0]?.date} 23:45`);
  await day1.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(CLASS_MESSAGES.codeExpirationUpdated)).toBeVisible();
  await expect(expiry).toHaveValue(`${spring.days[0]?.date} 23:45`);

  await expiry.fill('2026-13-40 25:00');
  await expiry.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: CLASS_MESSAGES.codeExpirationInvalid })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a learner enters a code: valid, expired, and one of another class', async ({ page }) => {
  const summit = await classByTitle(SUMMIT);
  const winter = await classByTitle(WINTER);
  const code = summit.codes[0];
  const otherCode = winter.codes[0]?.attendance_code;
  if (!code || !otherCode) throw new Error('the demo classes have codes');
  const setExpiry = (sql: string) =>
    inTenant('demo', (client) => client.query(`UPDATE attendance_codes SET expiration_date = ${sql} WHERE id = $1`, [code.id]));
  await login(page, 'learner');
  try {
    await page.goto('/learner/attendance');
    await page.getByRole('combobox', { name: /Class/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${SUMMIT}`) }).click();
    const enter = async (text: string, message: string) => {
      await page.getByRole('textbox', { name: /Attendance code/ }).fill(text);
      await page.getByRole('button', { name: 'Submit code' }).click();
      await expect(page.getByText(message)).toBeVisible();
    };
    await setExpiry("now() + interval '1 day'");
    await enter(code.attendance_code.toLowerCase(), CLASS_MESSAGES.codeVerified);
    await setExpiry("now() - interval '1 hour'");
    await enter(code.attendance_code, CLASS_MESSAGES.codeExpired);
    await enter(otherCode, CLASS_MESSAGES.codeWrongClass);
  } finally {
    await inTenant('demo', (client) =>
      client.query('UPDATE attendance_codes SET expiration_date = $2 WHERE id = $1', [code.id, code.expiration_date]),
    );
  }
});
