import { type TenantSettingKey, type TenantSettings, tenantSettingSchemas } from '@cpe/contract';
import type { Queryable } from '../db/types.ts';

/** Defaults for a tenant that has not set a key (every tenant's baseline sets them all); idle 0 is off. */
const FALLBACK: Pick<TenantSettings, 'sessionTotalMinutes' | 'sessionIdleMinutes' | 'authProvider'> = {
  sessionTotalMinutes: 480,
  sessionIdleMinutes: 0,
  authProvider: 'password',
};

/** The tenant's reference settings, each checked against its contract schema. */
export async function loadTenantSettings(tx: Queryable, keys?: readonly TenantSettingKey[]): Promise<Partial<TenantSettings>> {
  const { rows } = await tx.query<{ key: string; value: unknown }>(
    keys ? 'SELECT key, value FROM tenant_settings WHERE key = ANY($1)' : 'SELECT key, value FROM tenant_settings',
    keys ? [keys] : [],
  );
  return parseTenantSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** Stored values that do not fit their schema are left out (the fallback applies) rather than trusted. */
export function parseTenantSettings(stored: Record<string, unknown>): Partial<TenantSettings> {
  const settings: Record<string, unknown> = { ...FALLBACK };
  for (const [key, value] of Object.entries(stored)) {
    const parsed = tenantSettingSchemas[key as TenantSettingKey]?.safeParse(value);
    if (parsed?.success) settings[key] = parsed.data;
  }
  return settings as Partial<TenantSettings>;
}

export async function sessionTimes(tx: Queryable): Promise<{ totalMinutes: number; idleMinutes: number }> {
  const s = await loadTenantSettings(tx, ['sessionTotalMinutes', 'sessionIdleMinutes']);
  return {
    totalMinutes: s.sessionTotalMinutes ?? FALLBACK.sessionTotalMinutes,
    idleMinutes: s.sessionIdleMinutes ?? FALLBACK.sessionIdleMinutes,
  };
}

export async function passwordPolicy(tx: Queryable): Promise<{ pattern: string; complexityMessage: string } | null> {
  const s = await loadTenantSettings(tx, ['passwordPattern', 'passwordComplexityMessage']);
  if (!s.passwordPattern) return null;
  return {
    pattern: s.passwordPattern,
    complexityMessage: s.passwordComplexityMessage ?? 'Password does not meet the complexity requirements.',
  };
}
