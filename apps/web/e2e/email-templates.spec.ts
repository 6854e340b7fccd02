/**
 * E-mail templates (issue 16's Done when: "an admin edits a template and receives the e-mail it
 * produces", ADR 0035), on a firm of its own at 390 px. The first administrator edits the
 * registration template's subject and body (adding a placeholder from the list), is refused an
 * unknown placeholder, saves, previews, sends a test, and adds an external person: the e-mail
 * the SMTP server receives (support/smtp-sink.ts) has the new subject and the filled placeholder.
 * Restoring the first version brings the default back.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/layout.ts';
import { createScratchTenant, type ScratchTenant } from './support/onboarding.ts';
import { setPasswordThroughLink, signInAsAdmin } from './support/scratch-steps.ts';
import { addUser } from './support/user-admin-steps.ts';
import { workerServer } from './support/worker-server.ts';

test.use({ viewport: PHONE });

let firm: ScratchTenant;
test.beforeAll(async () => {
  firm = await createScratchTenant('Template & Partners CPAs');
});

interface Received {
  subject: string;
  text: string;
}

/** Every e-mail to `to` the SMTP server received (the sink files them in the outbox folder), decoded. */
async function mailsTo(to: string): Promise<Received[]> {
  const dir = workerServer().outboxDir;
  const found: Received[] = [];
  for (const f of (await readdir(dir)).filter((n) => n.endsWith('.eml'))) {
    const raw = (await readFile(path.join(dir, f), 'utf8')).replace(/\r\n/g, '\n');
    const [head = '', ...rest] = raw.split('\n\n');
    const headers = head.replace(/\n[ \t]+/g, ' ');
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(headers)) continue;
    const text = rest
      .join('\n\n')
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    found.push({ subject: /^Subject: (.*)$/m.exec(headers)?.[1] ?? '', text });
  }
  return found;
}

async function closeAlert(page: Page): Promise<void> {
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

const NEW_SUBJECT = '{{tenant_name}}: your CPE account is ready, {{first_name}}';

test('an admin edits the registration template and receives the e-mail it produces', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  // The unknown placeholder is refused with a 400, which the browser logs.
  consoleErrors.allow(/status of 400 .*\/api\/templates\/update/);
  await setPasswordThroughLink(page, firm, 'Template!2026-first');
  await page.goto(`${firm.origin}/email-templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveText('Registration (added by an administrator)', {
    timeout: 30_000,
  });
  const subject = page.getByRole('textbox', { name: 'Subject' });
  // A busy machine may take a while to answer the first read.
  await expect(subject).toHaveValue('{{tenant_name}}: finish your registration', { timeout: 30_000 });
  await expectNoSidewaysScroll(page, '/email-templates at 390');
  await expectNoSeriousA11yViolations(page, '/email-templates at 390');

  // The body: typed, then a placeholder inserted from the list beside the editor, bold from the toolbar.
  const body = page.getByRole('textbox', { name: 'Email body' });
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // The editor takes the focus back after each button: typing before it has lost keys on a busy machine.
  await page.getByRole('toolbar', { name: 'Email body formatting' }).getByRole('button', { name: 'Bold' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('Dear ');
  await page.getByRole('button', { name: /^Insert \{\{first_name\}\}/ }).click();
  await expect(body).toContainText('Dear {{first_name}}');
  await page.getByRole('toolbar', { name: 'Email body formatting' }).getByRole('button', { name: 'Bold' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type(', welcome to the firm. Set your password here: ');
  await page.getByRole('button', { name: /^Insert \{\{link\}\}/ }).click();
  await expect(body).toContainText('Dear {{first_name}}, welcome to the firm.');

  // An unknown placeholder is refused, naming it.
  await subject.fill(`${NEW_SUBJECT} {{nickname}}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Unknown placeholder {{nickname}} in emailSubject');
  await closeAlert(page);
  await subject.fill(NEW_SUBJECT);
  // The footer is edited beside the body (a template is subject, body and footer).
  const footer = page.getByRole('textbox', { name: 'Email footer' });
  await footer.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Questions? Write to the CPE team.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Template changes were saved');
  await closeAlert(page);

  // The preview renders it with the admin's own record.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: 'Email preview' });
  await expect(preview).toContainText('Template & Partners CPAs: your CPE account is ready,');
  await expect(preview).toContainText(', welcome to the firm. Set your password here: http');
  await expect(preview).not.toContainText('{{');
  await expectNoSeriousA11yViolations(page, 'the preview at 390');
  await page.getByRole('button', { name: 'Close' }).click();

  // A test goes to the admin's own address, through the SMTP server.
  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByRole('alert')).toContainText(`A test e-mail was sent to ${firm.adminEmail}`);
  await closeAlert(page);
  await expect
    .poll(async () => (await mailsTo(firm.adminEmail)).map((m) => m.subject))
    .toContainEqual(expect.stringMatching(/^Template & Partners CPAs: your CPE account is ready, /));

  // An external person added now gets the edited e-mail, with their name filled in and their link.
  const email = `tess@${firm.subdomain}.example.com`;
  await page.goto(`${firm.origin}/addUser`);
  await addUser(page, { type: 'external', first: 'Tess', last: 'Template', email }, 'Registration email sent');
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Template & Partners CPAs: your CPE account is ready, Tess');
  expect(mail?.text).toContain('Dear Tess, welcome to the firm. Set your password here:');
  expect(mail?.text).toMatch(/\/password\?token=[A-Za-z0-9_-]+/);
  // The HTML part: the bold run from the toolbar holds the filled placeholder, and the link is a link (issue 27).
  expect(mail?.text).toContain('<strong>Dear Tess</strong>');
  expect(mail?.text).toMatch(/<a href="(https?:\/\/\S+\/password\?token=[\w-]+)">\1<\/a>/);
  expect(mail?.text).toContain('Questions? Write to the CPE team.');

  // Versions: restoring the first (the default) makes it the newest version.
  await page.goto(`${firm.origin}/email-templates`);
  await expect(subject).toHaveValue(NEW_SUBJECT, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('table', { name: 'Saved versions of this template' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'the versions at 390');
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('alert')).toContainText('The version was restored');
  await expect(subject).toHaveValue('{{tenant_name}}: finish your registration');
  await expect(page.getByRole('textbox', { name: 'Email body' })).toContainText('has created a CPE account for you');
});

test('a template is not saved without a placeholder its message needs, and the editor says which beside the body', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, firm, 'Template!2026-first');
  await page.goto(`${firm.origin}/email-templates`);
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue('{{tenant_name}}: finish your registration', { timeout: 30_000 });
  const insertLink = page.getByRole('button', { name: /^Insert \{\{link\}\}/ });
  await expect(insertLink).toHaveAccessibleName('Insert {{link}}: The link the e-mail is about (required)');
  // The registration e-mail without its link: refused before it is sent anywhere.
  const body = page.getByRole('textbox', { name: 'Email body' });
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Welcome to the firm. Your account is ready.');
  await page.getByRole('button', { name: 'Save' }).click();
  const message = 'This e-mail needs {{link}} (the link the e-mail is about): put it in the body or the footer.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(body).toHaveAccessibleDescription(message);
  await expectNoSeriousA11yViolations(page, 'the refused template at 390');
  // With the link put back, it saves.
  await page.keyboard.type(' Set your password: ');
  await insertLink.click();
  await expect(page.getByText(message)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Template changes were saved');
});
