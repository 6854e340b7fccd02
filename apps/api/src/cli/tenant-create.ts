/**
 * `npm run tenant:create -- --subdomain <s> --name <firm> --admin-email <e-mail> [--admin-first <name>] [--admin-last <name>]
 *   [--default-lms SAP|LCVISTA|SABA]`
 *
 * Onboards a firm: the tenant with its settings, roles and configuration, and its first
 * administrator, who is e-mailed a link to set a password (cli/tenant-onboarding.ts),
 * and the LMS the firm syncs with (default SAP).
 * Migrates first, so it also works on a database no server has used yet. Works on
 * PostgreSQL (DATABASE_URL) and on the embedded PGlite under DATA_DIR; the embedded
 * database is one process's, so stop the server that uses it first.
 *
 * Exit codes: 0 done; 1 refused or failed, nothing created; 3 created, but the e-mail
 * could not be delivered (the link is printed; the message stays queued).
 */
import { parseArgs } from 'node:util';
import type { TenantOnboardingInput } from '@cpe/contract';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { JobQueue } from '../jobs/queue.ts';
import { createMailer } from '../modules/email/index.ts';
import { createTenant, OnboardingError, type TenantCreated, validateOnboarding } from './tenant-onboarding.ts';

const USAGE =
  'Usage: npm run tenant:create -- --subdomain <sub-domain> --name <firm name> --admin-email <e-mail> [--admin-first <first name>] [--admin-last <last name>] [--default-lms SAP|LCVISTA|SABA]';

const FLAGS = {
  subdomain: 'subdomain',
  name: 'name',
  adminEmail: 'admin-email',
  adminFirst: 'admin-first',
  adminLast: 'admin-last',
  defaultLms: 'default-lms',
} as const;

function fail(message: string): never {
  console.error(`tenant:create: ${message}`);
  process.exit(1);
}

function readArgs() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        subdomain: { type: 'string' },
        name: { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-first': { type: 'string' },
        'admin-last': { type: 'string' },
        'default-lms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const missing = (['subdomain', 'name', 'admin-email'] as const).filter((f) => typeof values[f] !== 'string');
  if (missing.length > 0) fail(`${missing.map((f) => `--${f}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} required.\n${USAGE}`);
  const str = (f: string) => values[f] as string | undefined;
  return {
    subdomain: str('subdomain') as string,
    name: str('name') as string,
    adminEmail: str('admin-email') as string,
    adminFirst: str('admin-first'),
    adminLast: str('admin-last'),
    defaultLms: str('default-lms') as TenantOnboardingInput['defaultLms'],
  };
}

function report(r: TenantCreated, mailTarget: string): void {
  console.log(`Created tenant '${r.subdomain}' (${r.name}), id ${r.tenantId}: reference settings, lookups, roles and configuration.`);
  console.log(`Default LMS: ${r.defaultLms} (the LMS its courses and classes sync with).`);
  console.log(`First administrator: ${r.adminEmail} (person ${r.adminPersonId}), role Admin; username ${r.adminEmail}, no password yet.`);
  console.log(`Set-password link: ${r.link}`);
  if (r.delivery === 'failed') {
    console.error(`The e-mail to ${r.adminEmail} could not be sent: ${r.deliveryError}`);
    console.error(
      r.retryQueued
        ? 'It stays queued, and a running server retries it. Or send the link above to the administrator yourself.'
        : 'It stays queued. Send the link above to the administrator yourself.',
    );
  } else if (r.delivery === 'sent') {
    console.log(`E-mailed the link to ${r.adminEmail} (${mailTarget}).`);
  } else {
    console.log(`The e-mail to ${r.adminEmail} is a server's to deliver (${r.delivery}).`);
  }
}

/** Prints a refusal's problems by flag; any other error is a crash with its stack. */
function printRefusal(error: unknown): void {
  if (!(error instanceof OnboardingError)) throw error;
  for (const p of error.problems) console.error(`tenant:create: ${p.field ? `--${FLAGS[p.field]}: ` : ''}${p.message}`);
}

const input = readArgs();
// Bad arguments are refused before any database is opened (or created and migrated).
try {
  validateOnboarding(input);
} catch (error) {
  printRefusal(error);
  process.exit(1);
}
const config = loadConfig();
const db = await openDatabase(config);
let exitCode = 0;
try {
  await migrate(db);
  const jobs = new JobQueue(db, pino({ level: 'error' }));
  const created = await createTenant(db, input, { config, mailer: createMailer(config), jobs });
  report(created, config.smtpUrl ? 'SMTP' : `outbox ${config.outboxDir}`);
  if (created.delivery === 'failed') exitCode = 3;
} catch (error) {
  printRefusal(error);
  exitCode = 1;
} finally {
  await db.close();
}
process.exitCode = exitCode;
