import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.ts';
import { emlText } from '../support/eml.ts';
import { followSetPasswordLink, setPasswordLink } from '../support/onboarding.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * `npm run tenant:create` run as a process, as an operator runs it: its exit code, what
 * it prints, and the e-mail it leaves in the outbox. On PostgreSQL (DATABASE_URL) it runs
 * against the test server's database, whose API then signs the new admin in; on PGlite it
 * builds a fresh embedded database in a DATA_DIR of its own.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const CLI = path.join(REPO_ROOT, 'apps/api/src/cli/tenant-create.ts');
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function outboxText(dir: string): Promise<string> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(1);
  return emlText(await readFile(path.join(dir, files[0] as string), 'utf8'));
}

const ARGS = [
  ...['--subdomain', 'cli-firm', '--name', 'Cli & Partners', '--admin-email', 'Boss@Cli.example.com', '--admin-first', 'Bo'],
  ...['--default-lms', 'LCVISTA'],
];
const PUBLIC_URL = 'http://{tenant}.localhost:4321';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-tenant-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run tenant:create, as a process', () => {
  it('refuses bad arguments with every problem by flag, exit 1, before it opens a database', async () => {
    const bad = ['--subdomain', 'Not_Valid', '--name', 'X', '--admin-email', 'no-at-sign', '--default-lms', 'saba'];
    const run = await runCli(bad, { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tenant:create: --subdomain: Use 1 to 63 lower-case letters');
    expect(run.stderr).toContain('tenant:create: --admin-email: Invalid e-mail.');
    expect(run.stderr).toContain('tenant:create: --default-lms: Use one of SAP, LCVISTA, SABA.');
    const missing = await runCli(['--name', 'X'], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--subdomain, --admin-email are required.');
    expect(missing.stderr).toContain('Usage: npm run tenant:create --');
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it.runIf(!onPostgres)(
    'on the embedded database: creates the firm, prints the link, e-mails it; a second run is refused',
    async () => {
      const outbox = path.join(dataDir, 'outbox');
      const run = await runCli(ARGS, { DATA_DIR: dataDir, PUBLIC_URL });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("Created tenant 'cli-firm' (Cli & Partners)");
      expect(run.stdout).toContain('First administrator: boss@cli.example.com');
      expect(run.stdout).toContain('Default LMS: LCVISTA');
      const printed = /Set-password link: (\S+)/.exec(run.stdout)?.[1];
      expect(printed).toMatch(/^http:\/\/cli-firm\.localhost:4321\/password\?token=[A-Za-z0-9_-]{40,}$/);
      expect(run.stdout).toContain(`E-mailed the link to boss@cli.example.com (outbox ${outbox})`);
      const mail = await outboxText(outbox);
      expect(mail).toMatch(/^To: boss@cli\.example\.com$/m);
      expect(setPasswordLink(mail).href).toBe(printed);

      const again = await runCli(ARGS, { DATA_DIR: dataDir, PUBLIC_URL });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("tenant:create: --subdomain: A tenant with the sub-domain 'cli-firm' already exists.");

      const db = await openPglite(path.join(dataDir, 'pglite'));
      try {
        const people = await db.asOwner((tx) =>
          tx.query<{ subdomain: string; username: string; name_primary_first: string; role_name: string; courses: number }>(
            `SELECT t.subdomain, p.username, p.name_primary_first, r.role_name,
                  (SELECT count(*)::int FROM courses c WHERE c.tenant_id = t.id) AS courses
             FROM tenants t JOIN persons p ON p.tenant_id = t.id
             JOIN person_roles pr ON pr.tenant_id = p.tenant_id AND pr.person_id = p.id
             JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id`,
          ),
        );
        // The command seeds no demo tenant: its firm is the only one, its admin the only person.
        expect(people.rows).toEqual([
          { subdomain: 'cli-firm', username: 'boss@cli.example.com', name_primary_first: 'Bo', role_name: ROLES.admin, courses: 0 },
        ]);
        const lms = await db.asOwner((tx) => tx.query<{ value: unknown }>("SELECT value FROM tenant_settings WHERE key = 'defaultLms'"));
        expect(lms.rows).toEqual([{ value: 'LCVISTA' }]);
      } finally {
        await db.close();
      }
    },
    180_000,
  );

  describe.runIf(onPostgres)('on PostgreSQL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server?.close();
    });

    it("creates the firm in the server's database; the admin follows the e-mailed link and signs in; a second run is refused", async () => {
      const outbox = path.join(dataDir, 'pg-outbox');
      const env = { DATABASE_URL: server.config.databaseUrl as string, OUTBOX_DIR: outbox, PUBLIC_URL, DATA_DIR: dataDir };
      const run = await runCli(ARGS, env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("Created tenant 'cli-firm' (Cli & Partners)");
      expect(run.stdout).toContain('Default LMS: LCVISTA');
      const lms = await server.db.asOwner((tx) =>
        tx.query<{ value: unknown }>(
          "SELECT value FROM tenant_settings WHERE key = 'defaultLms' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'cli-firm')",
        ),
      );
      expect(lms.rows).toEqual([{ value: 'LCVISTA' }]);
      const printed = /Set-password link: (\S+)/.exec(run.stdout)?.[1];
      const link = setPasswordLink(await outboxText(outbox));
      expect(link.href).toBe(printed);

      const flow = await followSetPasswordLink(server, 'cli-firm', link, 'boss@cli.example.com', 'Cli!Partners-2026');
      expect(flow.login?.status).toBe(200);
      expect(flow.login?.body.user).toMatchObject({ first_name: 'Bo', roles: [ROLES.admin] });

      const again = await runCli(ARGS, env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("tenant:create: --subdomain: A tenant with the sub-domain 'cli-firm' already exists.");
    }, 120_000);
  });
});
