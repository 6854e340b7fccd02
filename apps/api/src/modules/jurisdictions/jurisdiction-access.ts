import { INTERNAL_USERS_REQUIREMENT } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { mayAdminister } from '../../shared/person-admin.ts';

/**
 * Jurisdictions belong to internal people, so their administrators manage them:
 * HPT023 with ADM001 or ADM003 records licenses and sets each board's requirement (ADR 0031).
 */
export const internalUserAdministrator = () => allow.permissions(...INTERNAL_USERS_REQUIREMENT);

/** An internal person the caller administers; anyone else (or another tenant's person) is 'not found'. */
export async function administeredInternalPerson(tx: Queryable, personId: number, me: Session): Promise<number> {
  const { rows } = await tx.query<{ person_type: string }>('SELECT person_type FROM persons WHERE id = $1', [personId]);
  if (rows[0]?.person_type !== 'internal' || !mayAdminister(me, 'internal')) throw notFound('Person not found');
  return personId;
}

/** The license's holder, when the caller administers them; another tenant's license is 'not found'. */
export async function administeredLicense(tx: Queryable, licenseId: number, me: Session): Promise<{ person_id: number }> {
  const { rows } = await tx.query<{ person_id: number }>('SELECT person_id FROM person_licenses WHERE id = $1 FOR UPDATE', [licenseId]);
  const license = rows[0];
  if (!license) throw notFound('License not found');
  await administeredInternalPerson(tx, license.person_id, me);
  return license;
}

/** A jurisdiction of the firm, or a 400 naming the field (another firm's board is not one). */
export async function refuseUnknownJurisdiction(tx: Queryable, jurisdictionId: number): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM jurisdictions WHERE id = $1', [jurisdictionId]);
  if (rows.length === 0) throw invalid('body.jurisdiction_id', 'No such jurisdiction.');
}
