import type { Database, Tx } from '../db/types.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant } from './demo-tenants.ts';
import { insertRows } from './insert-rows.ts';
import { SYSTEM_ROLES } from './role-grants.ts';
import { seedDemoClasses } from './seed-classes.ts';
import { seedDemoCourses } from './seed-courses.ts';
import { seedDemoIndependentStudies } from './seed-independent-study.ts';
import { seedDemoLicense } from './seed-jurisdictions.ts';
import { seedDemoLocalLearning } from './seed-local-learning.ts';
import { seedDemoVendedContent } from './seed-vended-content.ts';
import { seedGlobalReference, seedTenantBaseline } from './tenant-baseline.ts';

/** Global reference data, once for all tenants. */
async function seedGlobal(db: Database): Promise<void> {
  await db.asOwner((tx) => seedGlobalReference(tx));
}

async function ensureTenant(db: Database, tenant: DemoTenant): Promise<number> {
  return db.asOwner(async (tx) => {
    await tx.query('INSERT INTO tenants (subdomain, name, theme) VALUES ($1, $2, $3) ON CONFLICT (subdomain) DO NOTHING', [
      tenant.subdomain,
      tenant.name,
      JSON.stringify(tenant.theme),
    ]);
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [tenant.subdomain]);
    return (rows[0] as { id: number }).id;
  });
}

async function seedAccounts(tx: Tx, t: number, tenant: DemoTenant): Promise<void> {
  const roleIds = new Map<string, number>(SYSTEM_ROLES.map((r) => [r.role_name, r.id]));
  for (const account of DEMO_ACCOUNTS) {
    const existing = await tx.query('SELECT 1 FROM persons WHERE lower(username) = $1', [account.username]);
    if (existing.rows.length > 0) continue; // never overwrite a password a person has changed
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last,
                            name_legal_first, name_legal_last, status, password_hash)
       VALUES ($1, $2, $3, $3, $4, $5, $4, $5, 'Active', $6) RETURNING id`,
      [t, account.person_type, account.username, account.first, account.last, await hashPassword(DEMO_PASSWORD)],
    );
    const personId = (rows[0] as { id: number }).id;
    const email = account.email ?? `${account.username}@${tenant.emailDomain}`;
    await insertRows(tx, 'person_emails', [{ tenant_id: t, person_id: personId, email_address: email, is_primary: true }]);
    await insertRows(tx, 'person_ids', [
      {
        tenant_id: t,
        person_id: personId,
        id_type: 'EMPLOYEE ID',
        value: `${tenant.subdomain.toUpperCase()}-${personId}`,
        is_primary: true,
      },
    ]);
    await insertRows(tx, 'person_roles', [{ tenant_id: t, person_id: personId, role_id: roleIds.get(account.role) }]);
  }
}

/** Seeds the demo tenants. Idempotent: a second run changes nothing. `progress` hears each step (the first start takes a while). */
export async function seedDemoData(db: Database, progress: (message: string) => void = () => {}): Promise<void> {
  await seedGlobal(db);
  for (const tenant of DEMO_TENANTS) {
    progress(`Demo data: tenant ${tenant.subdomain}…`);
    const tenantId = await ensureTenant(db, tenant);
    // Tenant-owned rows go in as the application role, under row-level security,
    // exactly as the running product writes them.
    await db.withTenant({ tenantId }, async (tx) => {
      await seedTenantBaseline(tx, tenantId, tenant);
      await seedAccounts(tx, tenantId, tenant);
      await seedDemoCourses(tx, tenantId);
      await seedDemoClasses(tx, tenantId, tenant.subdomain);
      await seedDemoIndependentStudies(tx);
      await seedDemoVendedContent(tx);
      await seedDemoLocalLearning(tx);
      await seedDemoLicense(tx);
    });
  }
  await analyzeNew(db);
}

/**
 * Statistics for the tables no ANALYZE has seen yet (reltuples -1): after the first seed the
 * planner would otherwise guess every table empty, and PGlite has no autovacuum to fix that
 * later. Tables analyzed before are left to autovacuum, so a restart costs nothing.
 */
async function analyzeNew(db: Database): Promise<void> {
  await db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND c.reltuples < 0 AND n.nspname = 'public'`,
    );
    if (rows.length > 0) await tx.exec(`ANALYZE ${rows.map((r) => r.name).join(', ')}`);
  });
}
