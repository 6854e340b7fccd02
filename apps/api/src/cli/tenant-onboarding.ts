import { type TenantOnboarding, type TenantOnboardingInput, tenantOnboardingInput } from '@cpe/contract';
import type { Config } from '../config.ts';
import { type Database, type Tx, tenantPrologue } from '../db/types.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createAccountLink, linkUrl } from '../modules/auth/index.ts';
import type { Mailer } from '../modules/email/index.ts';
import { type Delivery, deliverEmail, enqueueEmail, recordEmail, SEND_EMAIL_JOB } from '../modules/email/index.ts';
import { seedGlobalReference, seedTenantBaseline } from '../seed/tenant-baseline.ts';
import { BASELINE_SETTINGS, BASELINE_THEME } from '../shared/baseline-settings.ts';
import { firstAdminMail, insertFirstAdmin } from './tenant-first-admin.ts';

export interface OnboardingProblem {
  /** The input at fault, or null when it is none in particular. */
  field: keyof TenantOnboarding | null;
  message: string;
}

/** A refused onboarding: nothing was written. */
export class OnboardingError extends Error {
  constructor(readonly problems: OnboardingProblem[]) {
    super(problems.map((p) => (p.field ? `${p.field}: ${p.message}` : p.message)).join('; '));
  }
}

export interface OnboardingDeps {
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  /** The product's queue, for the delivery retry; it need not be started (a command has no workers). */
  jobs: JobQueue;
  now?: Date;
}

export interface TenantCreated {
  tenantId: number;
  subdomain: string;
  name: string;
  adminPersonId: number;
  adminEmail: string;
  /** The firm's default LMS. */
  defaultLms: string;
  /** The set-password link that the e-mail carries. */
  link: string;
  emailId: number;
  /** The e-mail was delivered now ('sent'), or not ('failed', see deliveryError; it stays queued). */
  delivery: Delivery | 'failed';
  deliveryError: string | null;
  /** A delivery job waits in the queue as the retry: a running server sends a message still queued a minute later. */
  retryQueued: boolean;
}

/** Seconds before the queued retry may run: the command delivers at once, so the job normally finds the message sent. */
export const DELIVERY_RETRY_AFTER_SECONDS = 60;

export function duplicateSubdomainMessage(subdomain: string): string {
  return `A tenant with the sub-domain '${subdomain}' already exists.`;
}

/**
 * Onboards a firm (`npm run tenant:create`). In one transaction, as the owner: the
 * tenant, its baseline (settings, lookups, roles and grants, page and element
 * configuration: the same functions as the demo seed), its first administrator, a
 * single-use set-password link and the e-mail that carries it, recorded in the outbox.
 * After the commit the e-mail is delivered at once through the mailer (a command that
 * exits cannot wait for the server's job), with a queued job as the retry when the
 * database has the job queue. No course, class or other person is created. The firm's
 * default LMS is the one named, else the baseline's (SAP).
 */
export async function createTenant(db: Database, raw: TenantOnboardingInput, deps: OnboardingDeps): Promise<TenantCreated> {
  const input = validateOnboarding(raw);
  const now = deps.now ?? new Date();
  const created = await db
    .asOwner(async (tx) => {
      await seedGlobalReference(tx);
      const retryQueued = await hasEmailQueue(tx);
      const tenantId = await insertTenant(tx, input);
      // The tenant's own rows go in as the application role, under row-level security, as
      // the demo seed's and the running product's do (the owner may be a superuser, which RLS lets see every tenant).
      await tx.exec(tenantPrologue({ tenantId }));
      // The firm's LMS when the operator named it (--default-lms), else the baseline's.
      const settings = input.defaultLms ? { ...BASELINE_SETTINGS, defaultLms: input.defaultLms } : BASELINE_SETTINGS;
      await seedTenantBaseline(tx, tenantId, { settings, helpLinks: {}, assets: {} });
      const adminPersonId = await insertFirstAdmin(tx, tenantId, input);
      const link = linkUrl(
        deps.config.publicUrl,
        input.subdomain,
        'register',
        await createAccountLink(tx, tenantId, adminPersonId, 'register', now),
      );
      const tenant = { id: tenantId, subdomain: input.subdomain, name: input.name };
      const mail = { tenantId, to: input.adminEmail, ...(await firstAdminMail(tx, tenant, deps.config.publicUrl, input, link)) };
      const emailId = retryQueued
        ? await enqueueEmail(tx, deps.jobs, mail, { startAfterSeconds: DELIVERY_RETRY_AFTER_SECONDS })
        : await recordEmail(tx, mail);
      return { tenantId, adminPersonId, link, emailId, retryQueued };
    })
    .catch((error: unknown) => {
      // Two commands racing for one sub-domain: the loser meets the unique constraint.
      if ((error as { code?: string }).code === '23505' && /subdomain/.test(String((error as Error).message)))
        throw new OnboardingError([{ field: 'subdomain', message: duplicateSubdomainMessage(input.subdomain) }]);
      throw error;
    });
  let delivery: TenantCreated['delivery'] = 'failed';
  let deliveryError: string | null = null;
  try {
    delivery = await deliverEmail(db, deps.mailer, created.tenantId, created.emailId);
  } catch (error) {
    deliveryError = (error as Error).message;
  }
  return {
    ...created,
    subdomain: input.subdomain,
    name: input.name,
    adminEmail: input.adminEmail,
    defaultLms: input.defaultLms ?? BASELINE_SETTINGS.defaultLms,
    delivery,
    deliveryError,
  };
}

/** The input checked by the contract's rule; every problem at once. */
export function validateOnboarding(raw: TenantOnboardingInput): TenantOnboarding {
  const parsed = tenantOnboardingInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new OnboardingError(
    parsed.error.issues.map((i) => ({ field: (i.path[0] as keyof TenantOnboarding | undefined) ?? null, message: i.message })),
  );
}

async function insertTenant(tx: Tx, input: TenantOnboarding): Promise<number> {
  const existing = await tx.query('SELECT 1 FROM tenants WHERE subdomain = $1', [input.subdomain]);
  if (existing.rows.length > 0) throw new OnboardingError([{ field: 'subdomain', message: duplicateSubdomainMessage(input.subdomain) }]);
  const { rows } = await tx.query<{ id: number }>('INSERT INTO tenants (subdomain, name, theme) VALUES ($1, $2, $3) RETURNING id', [
    input.subdomain,
    input.name,
    JSON.stringify(BASELINE_THEME),
  ]);
  return (rows[0] as { id: number }).id;
}

/** pg-boss makes its schema and queues when a server first starts; before that there is nothing to enqueue into. */
async function hasEmailQueue(tx: Tx): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>("SELECT to_regclass('pgboss.queue') IS NOT NULL AS ok");
  if (!rows[0]?.ok) return false;
  const queue = await tx.query('SELECT 1 FROM pgboss.queue WHERE name = $1', [SEND_EMAIL_JOB]);
  return queue.rows.length > 0;
}
