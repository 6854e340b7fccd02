/**
 * Reports (issue 16's Done when: "runs a report and opens its XLSX"): the admin runs the CPE
 * credits report on /reports, sees its progress, then the chart and the table, downloads the
 * XLSX and reads it back: the workbook's rows are the table's. Axe-clean; fits 390 px.
 */
import { readFile } from 'node:fs/promises';
import { readXlsx } from '../../api/test/support/read-xlsx.ts';
import { expect as baseExpect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';

const expect = baseExpect.configure({ timeout: 30_000 });

test('the admin runs the credits report and opens its XLSX', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reports');

  await page.getByRole('button', { name: 'Run' }).click();
  // The bar shows while the job runs (it may finish within a poll: then the table is already there).
  const progress = page.getByTestId('report-progress');
  const table = page.getByRole('table', { name: /CPE credits by person/ });
  await expect(progress.or(table)).toBeVisible();
  await expect(table).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await expect(page.getByTestId('report-chart')).toHaveAttribute('aria-label', /table below holds the same figures/);

  const header = await table.locator('thead th').allInnerTexts();
  expect(header.map((h) => h.trim())).toEqual(['Person', 'Office', 'Field of study', 'Period', 'Credits']);
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  expect(shown.length).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-credits-\d+\.xlsx$/);
  const [sheet] = readXlsx(new Uint8Array(await readFile(await download.path())));
  expect(sheet?.rows[0]).toEqual(header.map((h) => h.trim()));
  // The first page of the table is the workbook's first rows (the run's own order).
  expect(sheet?.rows.slice(1, shown.length + 1)).toEqual(shown);
  await expectNoSeriousA11yViolations(page, 'reports with a run');

  await page.setViewportSize(PHONE);
  await expect(table).toBeVisible();
  await expectNoSidewaysScroll(page, 'reports at 390 px');
});
