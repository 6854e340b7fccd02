/**
 * Issue 27: the class's Audit step tells attendance in sentences (a learner marked on a day,
 * missed time recorded), a press for many learners as one sentence (the seed's 2,000-learner
 * class), and names fields in words, never columns. Against the demo seed, like class-roster.spec.ts.
 */
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';

async function classByTitle(title: string) {
  return inTenant('demo', async (client, tenantId) => {
    const { rows } = await client.query<{ id: number; date: string; start_time: string }>(
      `SELECT k.id, left(d.class_date::text, 10) AS date, left(d.start_time::text, 5) AS start_time
         FROM classes k JOIN class_days d ON d.class_id = k.id AND d.day = 1
        WHERE k.tenant_id = $2 AND k.class_title = $1 ORDER BY k.id LIMIT 1`,
      [title, tenantId],
    );
    if (!rows[0]) throw new Error(`no class titled ${title}`);
    return rows[0];
  });
}

const plusMinutes = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test('the Audit step tells who marked whom on which day and who recorded missed time', async ({ page }) => {
  const winter = await classByTitle('Partner Leadership: Winter Cohort');
  await signIn(page, 'admin');
  await page.goto(`/class/${winter.id}/roster`);
  const lee = page.getByLabel(`Lee Learner attended ${winter.date}`);
  await expect(lee).toBeVisible({ timeout: 30_000 });
  const mark = (await lee.isChecked()) ? 'absent' : 'attended';
  const marked = page.waitForResponse((r) => r.url().includes('/api/class/attendance/') && r.request().method() === 'PUT');
  await lee.click();
  expect((await marked).status()).toBe(200);

  // A free interval near the end of the day: other specs record theirs near its start.
  const start = plusMinutes(winter.start_time, 150);
  const end = plusMinutes(winter.start_time, 160);
  await page.getByRole('button', { name: new RegExp(`^Missed time for Erin External on ${winter.date}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Missed time: Erin External, ${winter.date}` });
  await dialog.getByLabel(/Left at/).fill(start);
  await dialog.getByLabel(/Returned at/).fill(end);
  await dialog.getByRole('button', { name: 'Add missed time' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('link', { name: /^Audit/ })
    .click();
  const trail = page.getByRole('list', { name: 'Audit trail' });
  await expect(trail).toContainText(`Ada Admin marked Lee Learner ${mark} on day 1 on `, { timeout: 30_000 });
  await expect(trail).toContainText(`Ada Admin recorded missed time ${start}–${end} on day 1 for Erin External on `);
  // Fields in words: no column name anywhere.
  await expect(trail).not.toContainText('_');
  await expectNoSeriousA11yViolations(page, 'the class audit trail');
});

test("the 2,000-learner class's audit is a few sentences: its roster joined in one", async ({ page }) => {
  const summit = await classByTitle('Firm-wide Leadership Summit');
  await signIn(page, 'admin');
  await page.goto(`/class/${summit.id}/audit`);
  const trail = page.getByRole('list', { name: 'Audit trail' });
  await expect(trail).toContainText('The system added 2,000 learners to the roster on ', { timeout: 30_000 });
  expect(await trail.getByRole('listitem').count()).toBeLessThan(100);
});
