/**
 * User administration steps shared by the people specs: a person's id by e-mail (the screens
 * open a person by id), and a biography uploaded on a person's Documentation page.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { inTenant } from './db.ts';
import type { ScratchTenant } from './onboarding.ts';

/** The id of the firm's person holding this e-mail address. */
export async function personIdByEmail(firm: ScratchTenant, email: string): Promise<number> {
  return inTenant(firm.subdomain, async (client) => {
    const { rows } = await client.query<{ person_id: number }>('SELECT person_id FROM person_emails WHERE lower(email_address) = $1', [
      email.toLowerCase(),
    ]);
    const id = rows[0]?.person_id;
    if (id === undefined) throw new Error(`nobody of ${firm.subdomain} has the e-mail ${email}`);
    return id;
  });
}

/** Opens the person's Documentation page (`personUrl` is the Profile's address) and uploads a biography. */
export async function uploadBiography(page: Page, personUrl: string, filename: string): Promise<void> {
  // By address: on a phone the step list is folded away.
  await page.goto(`${personUrl}/documentation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  const upload = page.getByRole('region', { name: 'Upload a document' });
  await upload.getByLabel('File').setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 bio') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document Successfully Uploaded')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Documents' }).getByRole('row', { name: new RegExp(filename.replace('.', '\\.')) }),
  ).toBeVisible();
}
