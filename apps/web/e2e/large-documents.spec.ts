/**
 * Issue 16's Done when: an administrator uploads a 25 MB file in parts through a course's
 * Documentation step, watches the progress bar, sees 'Document Successfully Uploaded', and
 * downloads it intact (SHA-256). The first PUT of part 2 fails once: the part is sent again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';
import { openStep } from './support/scratch-course-steps.ts';
import { createDraftCourse } from './support/scratch-steps.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('uploads a 25 MB file in parts and downloads it intact (checksum)', async ({ page, consoleErrors }, testInfo) => {
  test.setTimeout(240_000);
  // The browser logs the refused PUT of part 2; nothing else may show.
  consoleErrors.allow(/503|Service Unavailable/);
  const file = testInfo.outputPath('lecture-recording.bin');
  const bytes = randomBytes(25_000_000);
  await writeFile(file, bytes);

  await signIn(page, 'admin');
  await page.goto('/course-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Search' })).toBeVisible();
  await createDraftCourse(page, `Large materials ${Date.now()}`);
  await openStep(page, /^Documentation/, 'Documentation');

  // Part 2's first PUT fails (a dropped connection); its retry goes through.
  let part2Failures = 0;
  const puts: string[] = [];
  await page.route('**/api/docs/parts/**', async (route) => {
    const url = new URL(route.request().url());
    puts.push(url.pathname);
    if (url.pathname.endsWith('/2') && part2Failures === 0) {
      part2Failures++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"try again","code":"UNAVAILABLE"}' });
    }
    return route.continue();
  });

  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.locator('input[type=file]').setInputFiles(file);
  await expect(form.getByText('25 MB: sent in parts.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'course documentation, a large file chosen');
  await form.getByRole('button', { name: 'Upload' }).click();
  const progress = page.getByRole('progressbar', { name: /^Uploading lecture-recording\.bin: \d+%$/ });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Document Successfully Uploaded' })).toBeVisible({ timeout: 120_000 });
  expect(part2Failures).toBe(1);
  // Five parts, part 2 twice.
  expect(puts.filter((p) => p.endsWith('/2'))).toHaveLength(2);
  expect(new Set(puts.map((p) => p.split('/').pop()))).toEqual(new Set(['1', '2', '3', '4', '5']));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download lecture-recording.bin' }).click();
  const download = await downloading;
  const saved = testInfo.outputPath(path.join('downloaded', download.suggestedFilename()));
  await download.saveAs(saved);
  expect(sha256(await readFile(saved))).toBe(sha256(bytes));
});
