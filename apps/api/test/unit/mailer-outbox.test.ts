import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/modules/email/mailer.ts';

/**
 * Issue 27: a link copied out of an outbox .eml must work. Quoted-printable (the transport's
 * choice for long or non-ASCII lines) wraps lines with '=' and writes '=' as '=3D', so a
 * /password?token=… link copied from the file was broken; the outbox writes 8bit parts instead.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const LINK = 'http://scratch1a2b3c4d.localhost:41391/password?token=3DAB_cd-EF0123456789abcdefghijklmnopqrstuvwxyz';

async function written(reference: string, text: string, html: string | null): Promise<string> {
  const mailer = createMailer({ smtpUrl: '', outboxDir: dir, mailFrom: 'CPE <no-reply@example.com>' });
  await mailer.send({ to: 'zoë@example.com', subject: 'Zoë – set your password', text, html, reference });
  return readFile(path.join(dir, `${reference}.eml`), 'utf8');
}

describe('the outbox .eml', () => {
  it('holds the link as it is, in the text part and in the HTML part, for a person to copy', async () => {
    const text = `Welcome, Zoë.\n\nOpen this link within 72 hours to set your password:\n${LINK}\n`;
    const html = `<!doctype html><html><body><p>Welcome, Zoë.</p><p>Open this link:<br><a href="${LINK}">${LINK}</a></p></body></html>`;
    const eml = await written('t1-e1', text, html);
    const lines = eml.split('\n');
    expect(lines).toContain(LINK);
    expect(eml).toContain(`<a href="${LINK}">${LINK}</a>`);
    expect(eml).toContain('Welcome, Zoë.');
    expect(eml.match(/^Content-Transfer-Encoding: 8bit$/gm)).toHaveLength(2);
    expect(eml).not.toMatch(/quoted-printable/);
    // A token that begins 3D stays so: nothing to undo (a quoted-printable file says token=3D3DAB).
    expect(eml).not.toContain('token=3D3DAB');
    // Every line within the limit of RFC 5322 (998 characters).
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(998);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Message-ID: <t1-e1@cpe-admin>$/m);
  });

  it('a text-only message is one 8bit part', async () => {
    const eml = await written('t1-e2', `Reset: ${LINK}\n`, null);
    expect(eml).toContain(`Reset: ${LINK}`);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).not.toMatch(/multipart/);
  });

  it('a line longer than e-mail allows falls back to quoted-printable rather than break the limit', async () => {
    const long = `${'x'.repeat(1200)} ${LINK}`;
    const eml = await written('t1-e3', `${long}\n`, null);
    expect(eml).toMatch(/quoted-printable/);
    expect(Math.max(...eml.split('\n').map((l) => l.length))).toBeLessThanOrEqual(998);
  });
});
