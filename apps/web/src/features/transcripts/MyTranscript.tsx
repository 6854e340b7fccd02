import { type PersonTranscriptEntry, TRANSCRIPT_SOURCE_LABELS } from '@cpe/contract';
import Typography from '@mui/material/Typography';
import { CertificateLink } from '../../components/certificates/CertificateLink.tsx';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../components/record/RecordTable.tsx';
import { formatDisplayDate } from '../../lib/dates.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';
import { usePersonTranscript } from './person/transcript-queries.ts';

const MISSING = '----';
const byField = (fos: readonly { field_of_study: string; credits: number }[]) =>
  fos.map((f) => `${f.field_of_study} ${f.credits.toFixed(1)}`).join(', ');

const columns = (personId: number): Column<PersonTranscriptEntry>[] => [
  { header: 'Completed', cell: (e) => formatDisplayDate(e.completed_on) },
  // What earned it: a class, an independent study, a local learning, a vended item or external CPE.
  { header: 'Type', cell: (e) => TRANSCRIPT_SOURCE_LABELS[e.source] },
  { header: 'Title', cell: (e) => e.title },
  { header: 'Course or Sponsor', cell: (e) => (e.source === 'class' ? e.course_title : e.sponsor) ?? MISSING },
  { header: 'Delivery Method', cell: (e) => e.delivery_method ?? MISSING },
  { header: 'Credits by Field of Study', cell: (e) => byField(e.fos_data) || MISSING },
  { header: 'CPE Credits', cell: (e) => e.credits.toFixed(1) },
  // Our own offerings have a certificate of completion (issue 15); external CPE has the sponsor's own certificate.
  {
    header: 'Certificate',
    cell: (e) => (e.class_id === null ? MISSING : <CertificateLink classId={e.class_id} personId={personId} title={e.title} />),
  },
];

const entryKey = (e: PersonTranscriptEntry) => `${e.source}-${e.class_id ?? e.request_id}`;

/**
 * The signed-in learner's transcript: their credit records (ADR 0051) as the transcripts page
 * of user administration lists them (GET /person/transcripts/{me}): certified classes (approved
 * affidavits included), independent study, local learning, vended content and approved external
 * CPE, each with the total and split by field of study it recorded, and the totals.
 */
export function MyTranscript() {
  const personId = useStore(sessionStore).user?.person_id;
  if (personId === undefined) return null;
  return <TranscriptOf personId={personId} />;
}

function TranscriptOf({ personId }: { personId: number }) {
  const transcript = usePersonTranscript(personId, {});
  return (
    <PageSection title="My Transcript" level={2}>
      <QueryView query={transcript} what="transcript" loadingLabel="Loading your transcript">
        {(t) => {
          if (t.entries.length === 0) return <EmptyState>No credits on your transcript yet.</EmptyState>;
          return (
            <>
              <RecordTable caption="My transcript" columns={columns(personId)} rows={t.entries} rowKey={entryKey} />
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="transcript-totals">
                {`Total: ${t.totals.by_field.map((f) => `${f.field_of_study} ${f.credits.toFixed(1)}`).join(', ')}`}
              </Typography>
            </>
          );
        }}
      </QueryView>
    </PageSection>
  );
}
