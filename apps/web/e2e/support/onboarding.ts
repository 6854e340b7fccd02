/**
 * A firm of its own for a test, made by the product's command for onboarding a firm
 * (`npm run tenant:create`, apps/api/src/cli/tenant-create.ts, compiled into apps/api/dist by the
 * global setup) against the worker's e2e
 * database, with the set-password link read from the server's outbox, as the new
 * administrator would find it in the e-mail. On PGlite, whose database only the server's
 * process can open, the server's e2e door runs the command's createTenant instead.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMPILED_TENANT_CREATE, REPO_ROOT } from './app-server.ts';
import { createTenantThroughDoor } from './sql-door.ts';
import { workerServer } from './worker-server.ts';

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
  const dir = workerServer().outboxDir;
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
  const { port, databaseUrl, doorUrl, outboxDir } = workerServer();
  const origin = `http://${subdomain}.localhost:${port}`;
  let printed: string | undefined;
  if (databaseUrl) {
    const { stdout } = await run(
      process.execPath,
      [
        ...[COMPILED_TENANT_CREATE, '--subdomain', subdomain, '--name', name, '--admin-email', adminEmail],
        ...(opts.defaultLms ? ['--default-lms', opts.defaultLms] : []),
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          OUTBOX_DIR: outboxDir,
          SMTP_URL: '',
          PUBLIC_URL: `http://{tenant}.localhost:${port}`,
        },
      },
    );
    printed = /Set-password link: (\S+)/.exec(stdout)?.[1];
  } else {
    // The server's PUBLIC_URL is unset, so its links are http://{tenant}.localhost:PORT, as the CLI's above.
    const created = await createTenantThroughDoor<{ link: string }>(doorUrl as string, {
      subdomain,
      name,
      adminEmail,
      ...(opts.defaultLms ? { defaultLms: opts.defaultLms } : {}),
    });
    printed = created.link;
  }
  const mailed = /https?:\/\/\S+\/password\?token=[A-Za-z0-9_-]+/.exec(await readMailTo(adminEmail))?.[0];
  if (!mailed || mailed !== printed) throw new Error(`the e-mailed link (${mailed}) is not the one onboarding printed (${printed})`);
  return { subdomain, name, adminEmail, origin, setPasswordLink: mailed };
}
