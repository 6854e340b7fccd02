import { type PersonTranscript, type PersonTranscriptEntry, TRANSCRIPT_SOURCE_LABELS } from '@cpe/contract';
import Typography from '@mui/material/Typography';
import { CertificateLink } from '../../../components/certificates/CertificateLink.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';

const MISSING = '----';
const byField = (fos: readonly { field_of_study: string; credits: number }[]) =>
  fos.map((f) => `${f.field_of_study} ${f.credits.toFixed(1)}`).join(', ');

const COLUMNS: Column<PersonTranscriptEntry>[] = [
  { header: 'Completed', cell: (e) => formatDisplayDate(e.completed_on) },
  { header: 'Type', cell: (e) => TRANSCRIPT_SOURCE_LABELS[e.source] },
  { header: 'Title', cell: (e) => e.title },
  { header: 'Sponsor', cell: (e) => e.sponsor ?? MISSING },
  { header: 'Delivery Method', cell: (e) => e.delivery_method ?? MISSING },
  { header: 'Location', cell: (e) => e.location ?? MISSING },
  { header: 'Credits by Field of Study', cell: (e) => byField(e.fos_data) || MISSING },
  { header: 'CPE Credits', cell: (e) => e.credits.toFixed(1) },
  // Our own offerings have a certificate of completion (ADR 0032); external CPE has its sponsor's.
  {
    header: 'Certificate',
    cell: (e) => (e.class_id === null ? MISSING : <CertificateLink classId={e.class_id} personId={e.person_id} title={e.title} />),
  },
];

const entryKey = (e: PersonTranscriptEntry) => `${e.source}-${e.class_id ?? e.request_id}`;

/** The period's entries and, under them, its totals by field of study. */
export function TranscriptEntriesTable({ transcript, caption }: { transcript: PersonTranscript; caption: string }) {
  const { totals } = transcript;
  return (
    <>
      <RecordTable caption={caption} columns={COLUMNS} rows={transcript.entries} rowKey={entryKey} />
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="transcript-period-totals">
        {`Total for the period: ${totals.credits.toFixed(1)} credits${totals.by_field.length ? ` (${byField(totals.by_field)})` : ''}`}
      </Typography>
    </>
  );
}
