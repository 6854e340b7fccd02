import { endpoints } from '@cpe/contract';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { selfOrUserAdministrator } from '../../shared/person-admin.ts';
import { visiblePerson } from '../transcripts/index.ts';
import { loadLicenses } from './license-read.ts';

export const getPersonLicenses = defineRoute(endpoints.getPersonLicenses, {
  summary: "An internal person's licenses, each with the credits earned in its reporting period against the board's requirement",
  tags: ['jurisdictions'],
  auth: selfOrUserAdministrator((s) => (s.params as { personId?: number })?.personId),
  async handler({ params, tx, me }) {
    const person = await visiblePerson(tx, params.personId, me());
    // Only internal people have the jurisdictions page.
    if (person.person_type !== 'internal') throw notFound('Person not found');
    return { person_id: person.id, licenses: await loadLicenses(tx, person.id) };
  },
});
