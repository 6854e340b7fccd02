/**
 * A person's Transcripts and Jurisdictions pages (ADR 0031), on the demo tenant: the admin opens
 * the demo learner, whose independent study and vended completion the seed records, filters the
 * transcript by period and exports it, then adds a license and sees the period's credits against
 * the board's requirement, changes the requirement, and removes the license, on a phone.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

let learnerId: number;

test.beforeAll(async () => {
  learnerId = await inTenant('demo', async (client) => {
    const { rows } = await client.query<{ id: number }>("SELECT id FROM persons WHERE username = 'learner'");
    return rows[0]?.id as number;
  });
});
test.beforeEach(() => test.setTimeout(120_000));

test('the admin filters the learner’s transcript by period and exports it as CSV', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`/user-administration/internal/${learnerId}/transcripts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transcripts' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transcript' });
  await expect(table.getByRole('cell', { name: 'Independent Study' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Person transcripts');

  // The seed's independent study was completed on 2026-08-20: a period of that day holds it alone.
  await page.getByLabel('Completed from').fill('2026-08-20');
  await page.getByLabel('Completed to').fill('2026-08-19');
  await expect(page.getByText('Completed from must not be after Completed to.')).toBeVisible();
  await page.getByLabel('Completed to').fill('2026-08-20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText('Aug-20-2026');
  await expect(page.getByTestId('transcript-period-totals')).toContainText('Total for the period:');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`transcript-${learnerId}-2026-08-20_to_2026-08-20.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Completed,Type,Title,Sponsor,Delivery Method,Location,Credits by Field of Study,CPE Credits');
  expect(lines[1]).toMatch(/^2026-08-20,Independent Study,/);
  expect(lines[2]).toMatch(/^Total,/);
  expect(lines).toHaveLength(3);

  await page.getByLabel('Completed from').fill('2030-01-01');
  await page.getByLabel('Completed to').fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No credits in this period.')).toBeVisible();
  await page.getByRole('button', { name: 'All dates' }).click();
  await expect(table.getByRole('cell', { name: 'Independent Study' })).toBeVisible();
});

test('on a phone, the admin adds a license and sees the period’s credits against the board’s requirement', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  await page.goto(`/user-administration/internal/${learnerId}/jurisdictions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jurisdictions' })).toBeVisible();
  // The seed's New York license.
  await expect(page.getByRole('article', { name: 'License NY-104233' })).toBeVisible();

  await page.getByRole('button', { name: 'Add License' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add License' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required.')).toHaveCount(4);
  await dialog.getByRole('combobox', { name: 'Jurisdiction' }).click();
  await page.getByRole('option', { name: 'FL: Florida Board of Accountancy' }).click();
  await dialog.getByLabel('License Number').fill('FL-2026-77');
  await dialog.getByLabel('Reporting Period Start').fill('2025-01-01');
  // Florida's reporting period is two years: the end is filled in.
  await expect(dialog.getByLabel('Reporting Period End')).toHaveValue('2026-12-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('License added')).toBeVisible();

  const card = page.getByRole('article', { name: 'License FL-2026-77' });
  const credits = card.getByRole('table', { name: 'Credits against the FL requirement' });
  await expect(credits.getByRole('row', { name: /^Total 80\.0/ })).toBeVisible();
  await expect(credits.getByRole('row', { name: /^Total/ })).toContainText('Short by');
  await expectNoSidewaysScroll(page, 'Jurisdictions on a phone');
  await expectNoSeriousA11yViolations(page, 'Person jurisdictions');

  // The firm lowers Florida's requirement: the seed's credits in the period meet it.
  await page.getByRole('button', { name: 'Jurisdiction Requirements' }).click();
  const requirements = page.getByRole('dialog', { name: 'Jurisdiction Requirements' });
  await requirements.getByRole('combobox', { name: 'Jurisdiction' }).click();
  await page.getByRole('option', { name: 'FL: Florida Board of Accountancy' }).click();
  await requirements.getByLabel('Total Credits').fill('1');
  await requirements.getByLabel('Minimum Ethics Credits').fill('2');
  await requirements.getByRole('button', { name: 'Save' }).click();
  await expect(requirements.getByText('Must not exceed the total credits.')).toHaveCount(3);
  for (const label of ['Minimum Ethics Credits', 'Minimum Technical Credits', 'Maximum Non-Technical Credits'])
    await requirements.getByLabel(label).fill('0');
  await requirements.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Requirement of Florida Board of Accountancy saved')).toBeVisible();
  await expect(credits.getByRole('row', { name: /^Total 1\.0/ })).toContainText('Met');

  await card.getByRole('button', { name: 'Remove license FL-2026-77' }).click();
  await page.getByRole('dialog', { name: 'Remove License' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('License removed')).toBeVisible();
  await expect(card).toHaveCount(0);
});
