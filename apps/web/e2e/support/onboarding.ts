/**
 * A firm of its own for a test, made by the product's command for onboarding a firm
 * (`npm run tenant:create`, apps/api/src/cli/tenant-create.ts) against the e2e server's
 * database, with the set-password link read from the server's outbox, as the new
 * administrator would find it in the e-mail.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './app-server.ts';

const run = promisify(execFile);

export interface ScratchTenant {
  subdomain: string;
  name: string;
  adminEmail: string;
  /** http://<subdomain>.localhost:PORT */
  origin: string;
  /** The set-password link of the e-mail in the outbox. */
  setPasswordLink: string;
}

function env(name: 'E2E_PORT' | 'E2E_DATABASE_URL' | 'E2E_OUTBOX_DIR'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (global setup)`);
  return value;
}

/**
 * An .eml as text: quoted-printable soft breaks and escapes undone when the message is
 * quoted-printable (through SMTP). The outbox writes its parts 8bit, as they are (issue 27), and
 * undoing escapes there would change a token that holds '=' and two hex digits.
 */
export function decodeEml(raw: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable\s*$/im.test(raw)) return raw;
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

/** The text of the one e-mail in the outbox addressed to `to`. */
export async function readMailTo(to: string): Promise<string> {
  const dir = env('E2E_OUTBOX_DIR');
  const mails = await Promise.all(
    (await readdir(dir)).filter((f) => f.endsWith('.eml')).map(async (f) => decodeEml(await readFile(path.join(dir, f), 'utf8'))),
  );
  const addressed = mails.filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m));
  if (addressed.length !== 1) throw new Error(`expected one e-mail to ${to} in ${dir}, found ${addressed.length}`);
  return addressed[0] as string;
}

/**
 * Runs `tenant:create` for a fresh sub-domain (scratch<random>) and returns the firm with
 * its admin's set-password link. The command delivers the e-mail before it exits.
 * `defaultLms` is the LMS the firm names at onboarding (`--default-lms`); SAP when not given.
 */
export async function createScratchTenant(
  name = 'Scratch & Partners CPAs',
  opts: { defaultLms?: 'SAP' | 'LCVISTA' | 'SABA' } = {},
): Promise<ScratchTenant> {
  const subdomain = `scratch${randomBytes(4).toString('hex')}`;
  const adminEmail = `admin@${subdomain}.example.com`;
  const origin = `http://${subdomain}.localhost:${env('E2E_PORT')}`;
  const { stdout } = await run(
    process.execPath,
    [
      ...['--import', 'tsx', 'apps/api/src/cli/tenant-create.ts', '--subdomain', subdomain, '--name', name, '--admin-email', adminEmail],
      ...(opts.defaultLms ? ['--default-lms', opts.defaultLms] : []),
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: env('E2E_DATABASE_URL'),
        OUTBOX_DIR: env('E2E_OUTBOX_DIR'),
        SMTP_URL: '',
        PUBLIC_URL: `http://{tenant}.localhost:${env('E2E_PORT')}`,
      },
    },
  );
  const printed = /Set-password link: (\S+)/.exec(stdout)?.[1];
  const mailed = /https?:\/\/\S+\/password\?token=[A-Za-z0-9_-]+/.exec(await readMailTo(adminEmail))?.[0];
  if (!mailed || mailed !== printed) throw new Error(`the e-mailed link (${mailed}) is not the printed one (${printed}):\n${stdout}`);
  return { subdomain, name, adminEmail, origin, setPasswordLink: mailed };
}
