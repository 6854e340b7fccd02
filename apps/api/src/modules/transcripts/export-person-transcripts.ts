import {
  csvRow,
  endpoints,
  PERSON_TRANSCRIPT_EXPORT_COLUMNS,
  type PersonTranscriptEntry,
  TRANSCRIPT_SOURCE_LABELS,
  transcriptTotals,
} from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { selfOrUserAdministrator } from '../../shared/person-admin.ts';
import { loadPersonTranscript } from './person-transcript-read.ts';
import { visiblePerson } from './transcript-access.ts';

const CRLF = '\r\n';
const byField = (fos: PersonTranscriptEntry['fos_data']) => fos.map((f) => `${f.field_of_study} ${f.credits.toFixed(1)}`).join('; ');

/** The page's rows as CSV (CRLF), then a Total row; every cell through the contract's csvRow (formula rule). */
export function transcriptCsv(entries: PersonTranscriptEntry[]): string {
  const totals = transcriptTotals(entries);
  const lines = [
    csvRow(PERSON_TRANSCRIPT_EXPORT_COLUMNS),
    ...entries.map((e) =>
      csvRow([
        e.completed_on,
        TRANSCRIPT_SOURCE_LABELS[e.source],
        e.title,
        e.sponsor,
        e.delivery_method,
        e.location,
        byField(e.fos_data),
        e.credits.toFixed(1),
      ]),
    ),
    csvRow(['Total', '', '', '', '', '', byField(totals.by_field), totals.credits.toFixed(1)]),
  ];
  return lines.join(CRLF) + CRLF;
}

export const exportPersonTranscripts = defineRoute(endpoints.exportPersonTranscripts, {
  summary: 'A person’s transcript in a period as CSV, with a Total row',
  tags: ['persons'],
  auth: selfOrUserAdministrator((s) => (s.params as { personId?: number })?.personId),
  async handler({ params, query, tx, me, reply }) {
    const person = await visiblePerson(tx, params.personId, me());
    const entries = await loadPersonTranscript(tx, person.id, query);
    const period = [query.from, query.to].filter(Boolean).join('_to_');
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transcript-${person.id}${period ? `-${period}` : ''}.csv"`)
      .header('x-export-rows', String(entries.length));
    return transcriptCsv(entries);
  },
});
