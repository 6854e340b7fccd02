/**
 * The Merge page's steps (ADM008): pick the person to merge away, preview (the page polls
 * until the server has prepared the summary), and merge after the confirmation.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * On the survivor's Merge page: picks the victim in the picker named `pickerLabel` and previews;
 * returns the summary. The server's first answer is empty while its job prepares the summary:
 * the page asked again until it was there.
 */
export async function previewMerge(page: Page, pickerLabel: string, victimName: string): Promise<Locator> {
  const picker = page.getByRole('combobox', { name: pickerLabel });
  await picker.fill(victimName.split(' ')[0] as string);
  await page.getByRole('option', { name: victimName, exact: true }).click();
  // Each answer's status, in the order the answers came: kept as promises, since a body may still be
  // on its way to the test when the page, which had it first, already shows the summary (CI, 2026-12-04).
  const statuses: Promise<string>[] = [];
  const record = (response: Response) => {
    if (response.url().endsWith('/api/person/merge') && response.request().method() === 'POST')
      statuses.push(response.json().then((body: { status: string }) => body.status));
  };
  page.on('response', record);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const summary = page.getByTestId('merge-summary');
  await expect(summary).toBeVisible({ timeout: 60_000 });
  page.off('response', record);
  const answers = await Promise.all(statuses);
  expect(answers[0], 'the first answer of a preview').toBe('preparing');
  expect(answers.at(-1), 'the answer the page shows').toBe('ready');
  return summary;
}

/** Merge, confirmed in its dialog; the alert bar says who was merged into whom. */
export async function mergeInto(page: Page, victimName: string, survivorName: string): Promise<void> {
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge' });
  await expect(dialog).toContainText(`${victimName} can no longer sign in, and this cannot be undone.`);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `${victimName} was merged into ${survivorName}` })).toBeVisible();
  // The page reloads the survivor; nobody is picked any more.
  await expect(page.getByTestId('merge-summary')).toHaveCount(0);
}
