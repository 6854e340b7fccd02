import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import {
  administeredInternalPerson,
  administeredLicense,
  internalUserAdministrator,
  refuseUnknownJurisdiction,
} from './jurisdiction-access.ts';

/** Licenses are recorded by the person's administrators (abilities.editJurisdictions); every change is audited. */
export const createPersonLicense = defineRoute(endpoints.createPersonLicense, {
  summary: 'Record a license an internal person holds: jurisdiction, number, status, reporting period',
  tags: ['jurisdictions'],
  auth: internalUserAdministrator(),
  async handler({ params, body, tx, me, now }) {
    const personId = await administeredInternalPerson(tx, params.personId, me());
    await refuseUnknownJurisdiction(tx, body.jurisdiction_id);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO person_licenses (person_id, jurisdiction_id, license_number, status, period_start, period_end, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [personId, body.jurisdiction_id, body.license_number, body.status, body.period_start, body.period_end, me().personId, now],
    );
    return { id: (rows[0] as { id: number }).id, message: 'License added' };
  },
});

export const updatePersonLicense = defineRoute(endpoints.updatePersonLicense, {
  summary: "Change a license's jurisdiction, number, status or reporting period",
  tags: ['jurisdictions'],
  auth: internalUserAdministrator(),
  async handler({ params, body, tx, me }) {
    await administeredLicense(tx, params.id, me());
    await refuseUnknownJurisdiction(tx, body.jurisdiction_id);
    await tx.query(
      `UPDATE person_licenses SET jurisdiction_id = $2, license_number = $3, status = $4, period_start = $5, period_end = $6 WHERE id = $1`,
      [params.id, body.jurisdiction_id, body.license_number, body.status, body.period_start, body.period_end],
    );
    return { message: 'License saved' };
  },
});

export const removePersonLicense = defineRoute(endpoints.removePersonLicense, {
  summary: 'Remove a license from a person',
  tags: ['jurisdictions'],
  auth: internalUserAdministrator(),
  async handler({ params, tx, me }) {
    await administeredLicense(tx, params.id, me());
    await tx.query('DELETE FROM person_licenses WHERE id = $1', [params.id]);
    return { message: 'License removed' };
  },
});
