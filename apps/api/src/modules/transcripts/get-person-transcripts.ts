import { endpoints, transcriptTotals } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { selfOrUserAdministrator } from '../../shared/person-admin.ts';
import { loadPersonTranscript } from './person-transcript-read.ts';
import { visiblePerson } from './transcript-access.ts';

export const getPersonTranscripts = defineRoute(endpoints.getPersonTranscripts, {
  summary:
    'Every credit a person earned in a period (classes, independent study, local learning, vended content, external CPE), with totals by field of study',
  tags: ['persons'],
  auth: selfOrUserAdministrator((s) => (s.params as { personId?: number })?.personId),
  async handler({ params, query, tx, me }) {
    const person = await visiblePerson(tx, params.personId, me());
    const entries = await loadPersonTranscript(tx, person.id, query);
    return { person_id: person.id, from: query.from ?? null, to: query.to ?? null, entries, totals: transcriptTotals(entries) };
  },
});
