import { PERMISSIONS } from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { ensureTemplates } from '../modules/email-templates/index.ts';
import type { TenantProfile } from '../shared/baseline-settings.ts';
import { insertRows } from './insert-rows.ts';
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
import { seedAoaConfig } from './seed-aoa.ts';
import { seedClassElements, seedClassPages } from './seed-classes.ts';
import { seedCourseConfig } from './seed-courses.ts';
import { seedExternalCpeConfig } from './seed-external-cpe.ts';
import { seedJurisdictions } from './seed-jurisdictions.ts';
import { seedOfferingPages } from './seed-offering-pages.ts';

/**
 * What every firm starts with, shared by the demo seed and `npm run tenant:create`:
 * the global catalogues, then per tenant its lookups, the five product roles with their
 * grants, its reference settings, and the page and element configuration of courses
 * and classes. Idempotent (ON CONFLICT DO NOTHING): a second run changes nothing, and
 * never overwrites what a firm changed. No people, courses or classes.
 */

/** Global reference data: permissions catalogue, countries, states, timezones. Runs as the owner. */
export async function seedGlobalReference(tx: Tx): Promise<void> {
  await insertRows(
    tx,
    'permissions',
    Object.entries(PERMISSIONS).map(([code, meaning]) => ({ code, meaning })),
  );
  await insertRows(tx, 'countries', COUNTRIES);
  await insertRows(tx, 'states', STATES);
  await insertRows(tx, 'timezones', TIMEZONES);
}

/** The tenant's baseline; `tx` must have the tenant's context (row-level security). */
export async function seedTenantBaseline(tx: Tx, tenantId: number, profile: TenantProfile): Promise<void> {
  await seedLookups(tx, tenantId);
  await seedRoles(tx, tenantId);
  await seedSettings(tx, tenantId, profile);
  await seedCourseConfig((table, rows) => insertRows(tx, table, rows), tenantId);
  await seedClassPages(tx, tenantId);
  await seedClassElements(tx, tenantId);
  await seedAoaConfig(tx, tenantId);
  await seedExternalCpeConfig(tx, tenantId);
  await seedOfferingPages(tx, tenantId);
  await seedJurisdictions(tx);
  await ensureTemplates(tx, tenantId);
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

async function seedSettings(tx: Tx, t: number, profile: TenantProfile): Promise<void> {
  await insertRows(
    tx,
    'tenant_settings',
    Object.entries(profile.settings).map(([key, value]) => ({ tenant_id: t, key, value: JSON.stringify(value) })),
  );
  await insertRows(
    tx,
    'tenant_help_links',
    Object.entries(profile.helpLinks).map(([link_type, url]) => ({ tenant_id: t, link_type, url })),
  );
  await insertRows(
    tx,
    'tenant_assets',
    Object.entries(profile.assets).map(([asset_name, url]) => ({ tenant_id: t, asset_name, url })),
  );
}
