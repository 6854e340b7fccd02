import {
  BYTES_PER_MEGABYTE,
  type CustomerSettings,
  customerSettings,
  DEFAULT_MAX_DOCUMENT_BYTES,
  type TenantSettingKey,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { BASELINE_SETTINGS } from '../../shared/baseline-settings.ts';

/** The settings /customer-admin edits that live in tenant_settings (help links have their own table). */
const SETTING_KEYS = [
  'dateFormat',
  'defaultTimezone',
  'sessionTotalMinutes',
  'sessionIdleMinutes',
  'passwordPattern',
  'passwordComplexityMessage',
  'privacyPolicy',
  'codeOfConduct',
  'contentExpiryYears',
  'biographyExpiryMonths',
  'externalLogoutLocation',
  'restrictedRoleAccess',
] as const satisfies readonly (keyof CustomerSettings & TenantSettingKey)[];

/** The largest document: bytes in tenant_settings (what uploads read), whole megabytes in the editor. */
const MAX_DOCUMENT_KEY = 'maxDocumentBytes' satisfies TenantSettingKey;

function storedMegabytes(value: unknown): number {
  const bytes = typeof value === 'number' && value > 0 ? value : DEFAULT_MAX_DOCUMENT_BYTES;
  const megabytes = Math.floor(bytes / BYTES_PER_MEGABYTE);
  return customerSettings.shape.maxDocumentMegabytes.safeParse(megabytes).success
    ? megabytes
    : DEFAULT_MAX_DOCUMENT_BYTES / BYTES_PER_MEGABYTE;
}

/**
 * The firm's editable settings. A stored value the editor's bounds no longer accept (set
 * before there was an editor) shows the baseline instead, so the form always loads and the
 * admin's next save stores a valid one.
 */
export async function loadCustomerSettings(tx: Queryable): Promise<CustomerSettings> {
  const [settings, links] = await Promise.all([
    tx.query<{ key: string; value: unknown }>('SELECT key, value FROM tenant_settings WHERE key = ANY($1)', [
      [...SETTING_KEYS, MAX_DOCUMENT_KEY],
    ]),
    tx.query<{ link_type: 'learner' | 'admin'; url: string }>('SELECT link_type, url FROM tenant_help_links'),
  ]);
  const stored = new Map(settings.rows.map((r) => [r.key, r.value]));
  const shape = customerSettings.shape;
  const values: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = stored.get(key);
    values[key] = shape[key].safeParse(value).success ? value : BASELINE_SETTINGS[key];
  }
  values.maxDocumentMegabytes = storedMegabytes(stored.get(MAX_DOCUMENT_KEY));
  const link = (type: 'learner' | 'admin') => links.rows.find((r) => r.link_type === type)?.url ?? '';
  values.helpLinks = { learner: link('learner'), admin: link('admin') };
  const parsed = customerSettings.safeParse(values);
  // Idle longer than total (both stored before the editor): the idle time-out is capped.
  if (!parsed.success) values.sessionIdleMinutes = Math.min(Number(values.sessionIdleMinutes), Number(values.sessionTotalMinutes));
  return values as CustomerSettings;
}

export async function saveSetting(tx: Queryable, tenantId: number, key: TenantSettingKey, value: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO tenant_settings (tenant_id, key, value) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value`,
    [tenantId, key, JSON.stringify(value)],
  );
}

/** Stores every setting and the two help links ('' removes a link: POST /ref/tenant-help then answers 404). */
export async function storeCustomerSettings(tx: Queryable, tenantId: number, settings: CustomerSettings): Promise<void> {
  for (const key of SETTING_KEYS) await saveSetting(tx, tenantId, key, settings[key]);
  await saveSetting(tx, tenantId, MAX_DOCUMENT_KEY, settings.maxDocumentMegabytes * BYTES_PER_MEGABYTE);
  for (const type of ['learner', 'admin'] as const) {
    const url = settings.helpLinks[type];
    if (url === '') await tx.query('DELETE FROM tenant_help_links WHERE link_type = $1', [type]);
    else
      await tx.query(
        `INSERT INTO tenant_help_links (tenant_id, link_type, url) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, link_type) DO UPDATE SET url = EXCLUDED.url`,
        [tenantId, type, url],
      );
  }
}
