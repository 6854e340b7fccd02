import { REGISTRATION_EMAIL_SENT, type RenderedEmail, ROLES, type TenantOnboarding } from '@cpe/contract';
import type { Queryable } from '../db/types.ts';
import { LINK_LIFETIME_MINUTES } from '../modules/auth/index.ts';
import { composeEmail } from '../modules/email-templates/index.ts';
import type { Tenant } from '../platform/tenants.ts';

/**
 * The firm's first administrator: an internal person with the role Admin, whose username
 * is the e-mail address. No password yet: the status is 'Registration email sent' until
 * the e-mailed link has been used to set one.
 */
export async function insertFirstAdmin(tx: Queryable, tenantId: number, input: TenantOnboarding): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last,
                          name_legal_first, name_legal_last, status)
     VALUES ($1, 'internal', $2, $2, $3, $4, $3, $4, $5) RETURNING id`,
    [tenantId, input.adminEmail, input.adminFirst, input.adminLast, REGISTRATION_EMAIL_SENT],
  );
  const personId = (rows[0] as { id: number }).id;
  await tx.query('INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary) VALUES ($1, $2, $3, true)', [
    tenantId,
    personId,
    input.adminEmail,
  ]);
  const role = await tx.query(
    'INSERT INTO person_roles (tenant_id, person_id, role_id) SELECT $1, $2, id FROM roles WHERE tenant_id = $1 AND role_name = $3',
    [tenantId, personId, ROLES.admin],
  );
  if (role.rowCount !== 1) throw new Error(`the tenant has no role ${ROLES.admin}`);
  return personId;
}

/** The first administrator's set-password e-mail: the new tenant's template (its baseline has just created it). */
export function firstAdminMail(
  tx: Queryable,
  tenant: Tenant,
  publicUrl: string,
  input: TenantOnboarding,
  url: string,
): Promise<RenderedEmail> {
  return composeEmail(tx, { tenant, publicUrl }, 'first_admin', {
    first_name: input.adminFirst,
    last_name: input.adminLast,
    username: input.adminEmail,
    link: url,
    link_hours: LINK_LIFETIME_MINUTES.register / 60,
  });
}
