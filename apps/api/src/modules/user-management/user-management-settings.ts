import { DEFAULT_USER_MANAGEMENT, emailDomainProblem, type UserManagementSettings } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';

/** The tenant's user management settings (tenant_settings keys registrationOpen, externalEmailDomains). */
export async function loadUserManagement(tx: Queryable): Promise<UserManagementSettings> {
  const s = await loadTenantSettings(tx, ['registrationOpen', 'externalEmailDomains']);
  return {
    registrationOpen: s.registrationOpen ?? DEFAULT_USER_MANAGEMENT.registrationOpen,
    allowedEmailDomains: s.externalEmailDomains ?? DEFAULT_USER_MANAGEMENT.allowedEmailDomains,
  };
}

export async function saveUserManagementSettings(tx: Queryable, tenantId: number, settings: UserManagementSettings): Promise<void> {
  const rows: [string, unknown][] = [
    ['registrationOpen', settings.registrationOpen],
    ['externalEmailDomains', settings.allowedEmailDomains],
  ];
  for (const [key, value] of rows)
    await tx.query(
      `INSERT INTO tenant_settings (tenant_id, key, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value`,
      [tenantId, key, JSON.stringify(value)],
    );
}

/**
 * Every path that sets an external user's e-mail calls this (self-registration, /addUser, the
 * import, User Settings): an address outside the allowed domains is a 400 naming `field`.
 */
export async function assertExternalEmailAllowed(tx: Queryable, email: string, field: string): Promise<void> {
  const { allowedEmailDomains } = await loadUserManagement(tx);
  const problem = emailDomainProblem(email, allowedEmailDomains);
  if (problem) throw invalid(field, problem);
}
