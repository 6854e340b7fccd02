import { PERMISSIONS } from '@cpe/contract';
import type { Database, Tx } from '../db/types.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant } from './demo-tenants.ts';
import {
  AGENDA_TYPES,
  COUNTRIES,
  DELIVERY_METHODS,
  ENGAGEMENT_MEASURES,
  FIELDS_OF_STUDY,
  KNOWLEDGE_LEVELS,
  LMS_TYPE_ROWS,
  STATES,
  TIMEZONES,
} from './reference-data.ts';
import { CLASS_CONTACT_ROLE_IDS, CLASS_LEARNING_OBJECT_TYPE, CONTACT_ROLES, SYSTEM_ROLES } from './role-grants.ts';
import { seedDemoClasses } from './seed-classes.ts';
import { seedCourseConfig, seedDemoCourses } from './seed-courses.ts';

/** Inserts many rows with one statement; `ON CONFLICT DO NOTHING` keeps the seed idempotent. */
async function insertRows(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${columns.map((c) => `$${params.push(row[c])}`).join(', ')})`);
  await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, params);
}

/** Global reference data: permissions catalogue, countries, states, timezones. */
async function seedGlobal(db: Database): Promise<void> {
  await db.asOwner(async (tx) => {
    await insertRows(
      tx,
      'permissions',
      Object.entries(PERMISSIONS).map(([code, meaning]) => ({ code, meaning })),
    );
    await insertRows(tx, 'countries', COUNTRIES);
    await insertRows(tx, 'states', STATES);
    await insertRows(tx, 'timezones', TIMEZONES);
  });
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

async function seedLookups(tx: Tx, t: number): Promise<void> {
  await insertRows(
    tx,
    'delivery_methods',
    DELIVERY_METHODS.map((d, i) => ({ tenant_id: t, ...d, sort_order: i })),
  );
  await insertRows(
    tx,
    'agenda_types',
    AGENDA_TYPES.map((a) => ({ tenant_id: t, ...a })),
  );
  await insertRows(
    tx,
    'lms_types',
    LMS_TYPE_ROWS.map((l) => ({ tenant_id: t, ...l })),
  );
  await insertRows(
    tx,
    'knowledge_levels',
    KNOWLEDGE_LEVELS.map((k) => ({ tenant_id: t, ...k })),
  );
  await insertRows(
    tx,
    'fields_of_study',
    FIELDS_OF_STUDY.map((f) => ({ tenant_id: t, ...f })),
  );
  let id = 1;
  const measures = Object.entries(ENGAGEMENT_MEASURES).flatMap(([dm, names]) =>
    names.map((name) => ({ tenant_id: t, id: id++, delivery_method_id: Number(dm), name })),
  );
  await insertRows(tx, 'engagement_measures', measures);
}

async function seedRoles(tx: Tx, t: number): Promise<void> {
  await insertRows(tx, 'roles', [
    ...SYSTEM_ROLES.map((r) => ({ tenant_id: t, id: r.id, role_name: r.role_name, is_system_role: true })),
    ...CONTACT_ROLES.map((r) => ({ tenant_id: t, id: r.id, role_name: r.role_name, is_system_role: false })),
  ]);
  await insertRows(
    tx,
    'role_permissions',
    SYSTEM_ROLES.flatMap((r) => r.permissions.map((code) => ({ tenant_id: t, role_id: r.id, permission_code: code }))),
  );
  await insertRows(
    tx,
    'learning_object_roles',
    CLASS_CONTACT_ROLE_IDS.map((role_id) => ({ tenant_id: t, learning_object_type_id: CLASS_LEARNING_OBJECT_TYPE, role_id })),
  );
}

async function seedSettings(tx: Tx, t: number, tenant: DemoTenant): Promise<void> {
  await insertRows(
    tx,
    'tenant_settings',
    Object.entries(tenant.settings).map(([key, value]) => ({ tenant_id: t, key, value: JSON.stringify(value) })),
  );
  await insertRows(
    tx,
    'tenant_help_links',
    Object.entries(tenant.helpLinks).map(([link_type, url]) => ({ tenant_id: t, link_type, url })),
  );
  await insertRows(
    tx,
    'tenant_assets',
    Object.entries(tenant.assets).map(([asset_name, url]) => ({ tenant_id: t, asset_name, url })),
  );
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

/** Seeds the demo tenants. Idempotent: a second run changes nothing. */
export async function seedDemoData(db: Database): Promise<void> {
  await seedGlobal(db);
  for (const tenant of DEMO_TENANTS) {
    const tenantId = await ensureTenant(db, tenant);
    // Tenant-owned rows go in as the application role, under row-level security,
    // exactly as the running product writes them.
    await db.withTenant({ tenantId }, async (tx) => {
      await seedLookups(tx, tenantId);
      await seedRoles(tx, tenantId);
      await seedSettings(tx, tenantId, tenant);
      await seedAccounts(tx, tenantId, tenant);
      await seedCourseConfig((table, rows) => insertRows(tx, table, rows), tenantId);
      await seedDemoCourses(tx, tenantId);
      await seedDemoClasses(tx, tenantId, tenant.subdomain);
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
