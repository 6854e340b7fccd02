/**
 * Certificates of completion (issue 15) on the demo tenant: the learner downloads the
 * certificate of the demo seed's Certified class from My Transcript (a PDF), opens its
 * verification page signed out and sees what it states; an unknown code is 'Certificate not
 * found'; the admin downloads the class's certificates as a zip from its roster. At 390 px too.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, login, signIn, test } from './fixtures.ts';
import { inTenant } from './support/db.ts';
import { classIdByTitle, expectNoSidewaysScroll, PHONE } from './support/layout.ts';

const CLASS = 'Lease Accounting Workshop (virtual)';
const COURSE = 'Lease Accounting Self Study';

test.describe.configure({ mode: 'serial' });

let code = '';

test('the learner downloads the certificate of a certified class from My Transcript', async ({ page }) => {
  await login(page, 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Learner Home' })).toBeVisible();
  const transcript = page.getByRole('table', { name: 'My transcript' });
  await expect(transcript).toContainText(CLASS);
  const downloading = page.waitForEvent('download');
  await transcript.getByRole('button', { name: `Download certificate: ${CLASS}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Learner_Lee_${await classIdByTitle(CLASS)}.pdf`);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The code is printed on the certificate; the PDF's text is compressed, so the test reads it from the database instead.
  code = await issuedCode();
  expect(code).toMatch(/^[0-9A-Z]{20}$/);
  await expectNoSeriousA11yViolations(page, 'Learner Home with the certificate buttons');
});

test('anybody opens the verification page of the code, signed out, and sees its facts; also on a phone', async ({
  page,
  consoleErrors,
}) => {
  // The unknown code's 404 is the answer the page shows; the browser logs it as a failed load.
  consoleErrors.allow(/status of 404 .*\/api\/certificates\/verify\?code=0000/);
  await page.goto(`/verify/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate Verification' })).toBeVisible();
  await expect(page.getByText('This certificate is valid.')).toBeVisible();
  const facts = page.getByTestId('certificate-facts');
  for (const fact of ['Lee Learner', COURSE, 'Online', 'QAS Self Study', 'Demo & Partners CPAs Learning Institute', '109876'])
    await expect(facts).toContainText(fact);
  await expectNoSeriousA11yViolations(page, 'the certificate verification page');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'the verification page at 390');

  await page.goto('/verify/0000-0000-0000-0000-0000');
  await expect(page.getByText('Certificate not found')).toBeVisible();
});

test("the admin downloads the class's certificates as a zip from the roster, also on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  await page.goto(`/class/${await classIdByTitle(CLASS)}/roster`);
  const button = page.getByRole('button', { name: 'Download certificates (zip)' });
  await expect(button).toBeVisible();
  await expectNoSidewaysScroll(page, 'the roster at 390');
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile((await download.path()) as string);
  // A zip starts with a local file header: PK\x03\x04; it holds one PDF per learner with credits.
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const names = bytes.toString('latin1').match(/[A-Za-z0-9-]+_[A-Za-z0-9-]+_\d+\.pdf/g) ?? [];
  expect(new Set(names).size).toBe(2);
});

async function issuedCode(): Promise<string> {
  return inTenant('demo', async (client, tenantId) => {
    const { rows } = await client.query<{ code: string }>(
      `SELECT c.code FROM certificates c JOIN persons p ON p.tenant_id = c.tenant_id AND p.id = c.person_id
        WHERE c.tenant_id = $1 AND p.username = 'learner' AND c.revoked_at IS NULL ORDER BY c.issued_at DESC LIMIT 1`,
      [tenantId],
    );
    return rows[0]?.code ?? '';
  });
}
