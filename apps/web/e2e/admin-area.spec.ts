/**
 * The admin area of issue 16 (ADR 0038): the Educe ACC Administrator watches the health check
 * refresh; the admin registers an IRS CE program number (a malformed one is refused), runs the
 * IRS report and reads its spreadsheet back; turns a checklist section off for courses, sees a
 * course's checklist without it, and turns it back on. Each screen passes axe and fits 390 px.
 */
import type { Page } from '@playwright/test';
import { readXlsx } from '../../api/test/support/read-xlsx.ts';
import { expect as baseExpect, expectNoSeriousA11yViolations, login, signIn, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.setTimeout(180_000));

const NUMBER = 'E2EPR-T-00007-25';

async function atPhoneWidth(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, what);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the account administrator sees every part ok, and the database latency is measured again', async ({ page }) => {
  await signIn(page, 'accadmin');
  await page.goto('/accadmin/healthcheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Microservice Health Check' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Parts of the system' });
  for (const part of ['Database', 'Migrations', 'Job queue', 'LMS connector', 'Mail transport', 'Document storage'])
    await expect(table.getByRole('row').filter({ hasText: part })).toContainText('ok');
  await expect(page.getByText('Overall ok')).toBeVisible();
  const checkedAt = page.getByText(/^Checked /);
  const first = await checkedAt.textContent();
  await expect(checkedAt).not.toHaveText(first ?? '', { timeout: 15_000 });
  await expect(page.locator('[data-part-value="database"]')).toHaveText(/^[0-9.]+ ms$/);
  await expectNoSeriousA11yViolations(page, '/accadmin/healthcheck');
  await atPhoneWidth(page, '/accadmin/healthcheck');
});

test('the admin adds an IRS program number and downloads the IRS spreadsheet', async ({ page }) => {
  // A certified class's attendee with a PTIN: the completion the report files.
  const { courseTitle, last } = await inTenant('demo', async (db, tenantId) => {
    const { rows } = await db.query<{ course_id: number; title: string; person_id: number; last: string }>(
      `SELECT k.course_id, c.title, x.person_id, p.name_primary_last AS last FROM classes k
         JOIN courses c ON c.id = k.course_id JOIN transcripts x ON x.class_id = k.id JOIN persons p ON p.id = x.person_id
        WHERE k.status = 'Certified' ORDER BY k.id, x.person_id LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('the demo seed has no certified class with transcripts');
    await db.query("DELETE FROM person_ids WHERE person_id = $1 AND id_type = 'PTIN'", [row.person_id]);
    await db.query("INSERT INTO person_ids (tenant_id, person_id, id_type, value) VALUES ($1, $2, 'PTIN', 'P07654321')", [
      tenantId,
      row.person_id,
    ]);
    await db.query('DELETE FROM irs_programs WHERE program_number = $1', [NUMBER]);
    return { courseTitle: row.title, last: row.last };
  });
  await signIn(page, 'admin');
  await page.goto('/admin/irs');
  await expect(page.getByRole('heading', { level: 1, name: 'IRS CE Administration' })).toBeVisible();
  await page.getByRole('button', { name: 'Add IRS program' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Program number').fill('BAD-NUMBER');
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Federal tax law in practice');
  await dialog.getByLabel('CE hours').fill('2');
  await dialog.getByRole('button', { name: 'Save program' }).click();
  await expect(dialog.getByText(/Expected an IRS program number/)).toBeVisible();
  await dialog.getByLabel('Program number').fill(NUMBER);
  await dialog.getByLabel('Courses').fill(courseTitle.slice(0, 20));
  await page.getByRole('option', { name: courseTitle }).first().click();
  await dialog.getByRole('button', { name: 'Save program' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'IRS CE programs' })).toContainText(NUMBER);

  await page.getByLabel('From').fill('2000-01-01');
  await page.getByLabel('To').fill('2099-12-31');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('table', { name: 'Completions filed' })).toContainText('P07654321');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download IRS spreadsheet (XLSX)' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const [sheet] = readXlsx(new Uint8Array(Buffer.concat(chunks)));
  expect(sheet?.rows[0]).toEqual(['First Name', 'Last Name', 'PTIN', 'Program Number', 'CE Hours', 'Completion Date']);
  expect(sheet?.rows.find((r) => r[2] === 'P07654321')).toEqual(expect.arrayContaining([last, NUMBER]));
  await expectNoSeriousA11yViolations(page, '/admin/irs');
  await atPhoneWidth(page, '/admin/irs');
});

test('the admin turns a checklist section off for courses, sees the checklist without it, and turns it back on', async ({ page }) => {
  const courseId = await inTenant('demo', async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM courses WHERE kind = 'course' ORDER BY id LIMIT 1");
    return rows[0]?.id;
  });
  await login(page, 'admin');
  const toggle = async (on: boolean) => {
    await page.goto('/admin/validation');
    const sw = page
      .getByRole('switch', { name: 'Program Qualification applies to Course' })
      .or(page.getByRole('checkbox', { name: 'Program Qualification applies to Course' }));
    await sw.click();
    await (on ? expect(sw).toBeChecked() : expect(sw).not.toBeChecked());
    await expect(page.getByText(on ? 'Program Qualification applies' : 'Program Qualification no longer applies')).toBeVisible();
  };
  const checklist = page.getByRole('table', { name: 'Approval checklist' });
  await toggle(false);
  await expectNoSeriousA11yViolations(page, '/admin/validation');
  await atPhoneWidth(page, '/admin/validation');
  await page.goto(`/course/${courseId}/approval`);
  await expect(checklist).toContainText('Course Details');
  await expect(checklist).not.toContainText('Program Qualification');
  await toggle(true);
  await page.goto(`/course/${courseId}/approval`);
  await expect(checklist).toContainText('Program Qualification');
});
