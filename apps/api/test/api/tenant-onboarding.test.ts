import { ACCOUNT_ACTIVE, MESSAGES, PERMISSION_CODES, REGISTRATION_EMAIL_SENT, ROLES, tenantSettingSchemas } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  DELIVERY_RETRY_AFTER_SECONDS,
  duplicateSubdomainMessage,
  OnboardingError,
  type OnboardingProblem,
} from '../../src/cli/tenant-onboarding.ts';
import { createMailer, type Mailer } from '../../src/modules/email/mailer.ts';
import { SEND_EMAIL_JOB, sendEmailJob } from '../../src/modules/email/outbox.ts';
import { followSetPasswordLink, readOutboxMail, setPasswordLink, tenantCounts } from '../support/onboarding.ts';
import { as, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Onboarding a firm (npm run tenant:create), through its function on the test database:
 * the tenant with the same baseline as the demo seed's tenants, its first admin, and
 * the e-mailed link with which that admin sets a password and signs in.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NEW_PASSWORD = 'Scratch!2026-first';
/** Tables the baseline fills: a new firm has as many rows in each as a seeded demo tenant. */
const BASELINE_TABLES = [
  'delivery_methods',
  'agenda_types',
  'lms_types',
  'knowledge_levels',
  'fields_of_study',
  'engagement_measures',
  'roles',
  'role_permissions',
  'learning_object_roles',
  'tenant_settings',
  'module_types',
  'attachment_types',
  'program_qualifications',
  'nasba_questions',
  'page_configs',
  'element_configs',
] as const;
/** The demo seed's content, none of which a new firm gets. */
const CONTENT_TABLES = ['courses', 'agenda_modules', 'classes', 'class_roster', 'feedback', 'workflow_history'] as const;

const deps = (mailer: Mailer = createMailer(server.config)) => ({
  config: server.config,
  mailer,
  jobs: server.services.jobs,
  now: server.clock.now(),
});

async function refusal(promise: Promise<unknown>): Promise<OnboardingProblem[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OnboardingError);
  return (error as OnboardingError).problems;
}

describe('createTenant (npm run tenant:create)', () => {
  it('creates the tenant with the demo tenants’ baseline, its first admin, and no demo content', async () => {
    const created = await createTenant(
      server.db,
      {
        subdomain: 'scratch-a',
        name: 'Scratch & Co CPAs',
        adminEmail: 'Dana.Owner@Scratch.example.com',
        adminFirst: 'Dana',
        adminLast: 'Owner',
      },
      deps(),
    );
    expect(created).toMatchObject({
      subdomain: 'scratch-a',
      adminEmail: 'dana.owner@scratch.example.com',
      delivery: 'sent',
      defaultLms: 'SAP',
    });

    const baseline = await tenantCounts(server.db, 'scratch-a', BASELINE_TABLES);
    expect(baseline).toEqual(await tenantCounts(server.db, 'acme', BASELINE_TABLES));
    expect(Object.values(baseline).every((n) => n > 0)).toBe(true);
    expect(await tenantCounts(server.db, 'scratch-a', [...CONTENT_TABLES, 'persons'])).toEqual({
      ...Object.fromEntries(CONTENT_TABLES.map((t) => [t, 0])),
      persons: 1,
    });

    const rows = await server.db.asOwner(async (tx) => {
      await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(created.tenantId)]);
      const settings = await tx.query<{ key: string }>('SELECT key FROM tenant_settings WHERE tenant_id = $1', [created.tenantId]);
      const admin = await tx.query<{
        username: string;
        person_type: string;
        status: string;
        password_hash: string | null;
        role_name: string;
      }>(
        `SELECT p.username, p.person_type, p.status, p.password_hash, r.role_name
           FROM persons p JOIN person_roles pr ON pr.tenant_id = p.tenant_id AND pr.person_id = p.id
           JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id WHERE p.id = $1`,
        [created.adminPersonId],
      );
      return { settings: settings.rows.map((r) => r.key).sort(), admin: admin.rows };
    });
    expect(rows.settings).toEqual(Object.keys(tenantSettingSchemas).sort());
    expect(rows.admin).toEqual([
      {
        username: 'dana.owner@scratch.example.com',
        person_type: 'internal',
        status: REGISTRATION_EMAIL_SENT,
        password_hash: null,
        role_name: ROLES.admin,
      },
    ]);
  });

  it('gives the firm the default LMS the operator names (--default-lms), in its reference settings', async () => {
    const created = await createTenant(
      server.db,
      { subdomain: 'scratch-saba', name: 'Saba Firm', adminEmail: 'owner@saba.example.com', defaultLms: 'SABA' },
      deps(),
    );
    expect(created.defaultLms).toBe('SABA');
    const stored = await server.db.asOwner((tx) =>
      tx.query<{ value: unknown }>("SELECT value FROM tenant_settings WHERE tenant_id = $1 AND key = 'defaultLms'", [created.tenantId]),
    );
    expect(stored.rows).toEqual([{ value: 'SABA' }]);
    expect(
      await refusal(
        createTenant(server.db, { subdomain: 'scratch-x', name: 'X', adminEmail: 'x@x.example.com', defaultLms: 'CSOD' as 'SAP' }, deps()),
      ),
    ).toEqual([{ field: 'defaultLms', message: 'Use one of SAP, LCVISTA, SABA.' }]);
  });

  it('e-mails a set-password link; with it the admin sets a password, signs in, and holds every permission', async () => {
    const created = await createTenant(
      server.db,
      { subdomain: 'scratch-b', name: 'Bee Partners', adminEmail: 'founder@bee.example.com' },
      deps(),
    );
    const mail = await readOutboxMail(server.config.outboxDir, created.tenantId, created.emailId);
    expect(mail).toMatch(/^To: founder@bee\.example\.com$/m);
    expect(mail).toMatch(/^Subject: Bee Partners: set your password$/m);
    const link = setPasswordLink(mail);
    expect(link.href).toBe(created.link);
    expect(link.origin).toBe(server.config.publicUrl.replace('{tenant}', 'scratch-b'));

    // Before the link is used there is no password to sign in with.
    expect(
      (
        await server.call('POST', '/api/auth/login', {
          tenant: 'scratch-b',
          body: { username: 'founder@bee.example.com', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(401);
    const flow = await followSetPasswordLink(server, 'scratch-b', link, 'Founder@Bee.example.com', NEW_PASSWORD);
    expect(flow.exchanged.status).toBe(200);
    expect(flow.set?.status).toBe(200);
    expect(flow.set?.body.message).toBe(MESSAGES.passwordUpdated);
    expect(flow.login?.status).toBe(200);
    const user = flow.login?.body.user;
    expect(user).toMatchObject({
      person_type: 'internal',
      roles: [ROLES.admin],
      status: ACCOUNT_ACTIVE,
      first_name: 'Firm',
      last_name: 'Administrator',
    });
    expect(user.permissions).toEqual([...PERMISSION_CODES].sort());
    // Session rule: "The idle timeout is set to 0, which disables it" (ADR 0053); the total time-out stays.
    expect(flow.login?.body.session).toMatchObject({ time_idle_minutes: 0, time_total_minutes: 480 });

    // The admin's firm starts empty: no course, no class.
    const session = { token: flow.login?.body.token, personId: user.person_id, tenant: 'scratch-b', user };
    const courses = await as(server, session)('GET', '/api/course/search');
    expect(courses.status).toBe(200);
    expect(courses.body.items).toEqual([]);
    const classes = await as(server, session)('GET', '/api/class/search');
    expect(classes.status).toBe(200);
    expect(classes.body.items ?? classes.body).toEqual([]);

    // The link works once.
    expect(
      (await server.call('POST', '/api/auth/link', { tenant: 'scratch-b', body: { token: link.searchParams.get('token') } })).status,
    ).toBe(400);
  });

  it('refuses an existing sub-domain, a bad sub-domain and a bad e-mail, and writes nothing', async () => {
    const count = () =>
      server.db.asOwner(async (tx) => {
        const t = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
        const e = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM outbound_emails');
        return [t.rows[0]?.n, e.rows[0]?.n];
      });
    const before = await count();
    const input = { subdomain: 'scratch-c', name: 'Cee LLP', adminEmail: 'admin@cee.example.com' };
    expect(await refusal(createTenant(server.db, { ...input, subdomain: 'demo' }, deps()))).toEqual([
      { field: 'subdomain', message: duplicateSubdomainMessage('demo') },
    ]);
    expect(await refusal(createTenant(server.db, { ...input, adminEmail: 'admin-at-cee' }, deps()))).toEqual([
      { field: 'adminEmail', message: MESSAGES.invalidEmail },
    ]);
    const bad = await refusal(createTenant(server.db, { ...input, subdomain: '-Cee.LLP' }, deps()));
    expect(bad.map((p) => p.field)).toEqual(['subdomain']);
    expect(await count()).toEqual(before);
  });

  it('keeps the tenant when the e-mail cannot be sent: the message stays queued, and the queued job delivers it later', async () => {
    const broken: Mailer = {
      async send() {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    const now = new Date();
    const created = await createTenant(
      server.db,
      { subdomain: 'scratch-d', name: 'Dee & Sons', adminEmail: 'it@dee.example.com' },
      deps(broken),
    );
    expect(created).toMatchObject({ delivery: 'failed', deliveryError: 'connect ECONNREFUSED 127.0.0.1:25', retryQueued: true });
    const state = () =>
      server.db.asOwner(async (tx) => {
        const mail = await tx.query<{ status: string; last_error: string | null }>(
          'SELECT status, last_error FROM outbound_emails WHERE id = $1',
          [created.emailId],
        );
        const job = await tx.query<{ start_after: Date }>(`SELECT start_after FROM pgboss.job WHERE name = $1 AND data->>'emailId' = $2`, [
          SEND_EMAIL_JOB,
          String(created.emailId),
        ]);
        return { mail: mail.rows[0], jobs: job.rows };
      });
    const queued = await state();
    expect(queued.mail).toEqual({ status: 'queued', last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(queued.jobs).toHaveLength(1);
    // Held back, so that a server does not race the command's own delivery.
    expect(new Date(queued.jobs[0]?.start_after as Date).getTime()).toBeGreaterThan(
      now.getTime() + (DELIVERY_RETRY_AFTER_SECONDS - 10) * 1000,
    );

    // What the server's worker runs when the job is due.
    await sendEmailJob(server.db, createMailer(server.config)).handle({ tenantId: created.tenantId, emailId: created.emailId });
    expect((await state()).mail?.status).toBe('sent');
    expect(setPasswordLink(await readOutboxMail(server.config.outboxDir, created.tenantId, created.emailId)).href).toBe(created.link);
  });
});

describe('the first sign-in of a new firm’s admin (issue 27)', () => {
  it('through the set-password link records Last Login: the link is a sign-in, without the password login after it', async () => {
    const created = await createTenant(
      server.db,
      { subdomain: 'scratch-login', name: 'Login Partners', adminEmail: 'first@login.example.com' },
      deps(),
    );
    const link = setPasswordLink(await readOutboxMail(server.config.outboxDir, created.tenantId, created.emailId));
    server.clock.advanceMinutes(3);
    const exchanged = await server.call('POST', '/api/auth/link', {
      tenant: 'scratch-login',
      body: { token: link.searchParams.get('token') },
    });
    expect(exchanged.status).toBe(200);
    const me = { token: exchanged.body.token, personId: exchanged.body.user.person_id, tenant: 'scratch-login', user: exchanged.body.user };
    // The screen sets the password in the link's session and continues in it (Continue: no second sign-in).
    const set = await as(server, me)('PUT', '/api/external-user/update-password', {
      body: { person_id: me.personId, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, personAccountStatus: 'Forgot Password' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const profile = await as(server, me)('GET', `/api/person/profile/${me.personId}`);
    expect(profile.status).toBe(200);
    expect(profile.body.date_login).toBe(server.clock.now().toISOString());
    // The admin finds themself on User Administration with that Last Login.
    const found = await as(server, me)('POST', '/api/user-administration/search', { body: { q: 'first@login' } });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(JSON.stringify(found.body)).toContain(server.clock.now().toISOString());
  });
});
