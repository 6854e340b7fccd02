import { calls } from '@cpe/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CertificateLink } from '../../components/certificates/CertificateLink.tsx';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../components/record/RecordTable.tsx';
import { call } from '../../lib/call.ts';
import { formatDisplayDate } from '../../lib/dates.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';
import { creditTotals, type TranscriptLine, transcriptLines } from './transcript-rows.ts';

const columns = (personId: number): Column<TranscriptLine>[] => [
  { header: 'Completed', cell: (l) => formatDisplayDate(l.completedOn) },
  { header: 'Type', cell: (l) => l.kind },
  { header: 'Title', cell: (l) => l.title },
  { header: 'Course or Sponsor', cell: (l) => l.source ?? '----' },
  { header: 'Delivery Method', cell: (l) => l.deliveryMethod ?? '----' },
  { header: 'Credits by Field of Study', cell: (l) => l.byField || '----' },
  { header: 'CPE Credits', cell: (l) => l.credits.toFixed(1) },
  // A class's certificate of completion (issue 15); external CPE has the sponsor's own certificate.
  {
    header: 'Certificate',
    cell: (l) => (l.classId === null ? '----' : <CertificateLink classId={l.classId} personId={personId} title={l.title} />),
  },
];

/**
 * The signed-in learner's transcript (GET /person/profile/{me}): the classes certified for
 * them (and approved affidavits, which the class roster carries) and their approved external
 * CPE requests (ecpe_transcripts), each with its credits by field of study, and the totals.
 */
export function MyTranscript() {
  const personId = useStore(sessionStore).user?.person_id;
  const profile = useQuery({
    queryKey: ['person', personId, 'profile'],
    queryFn: ({ signal }) => call(calls.getProfile, { params: { personId: personId ?? 0 }, signal }),
    enabled: personId !== undefined,
  });
  if (personId === undefined) return null;
  return (
    <PageSection title="My Transcript" level={2}>
      <QueryView query={profile} what="transcript" loadingLabel="Loading your transcript">
        {(p) => {
          const lines = transcriptLines(p.transcripts, p.ecpe_transcripts);
          if (lines.length === 0) return <EmptyState>No credits on your transcript yet.</EmptyState>;
          const totals = creditTotals(p.transcripts, p.ecpe_transcripts);
          return (
            <>
              <RecordTable caption="My transcript" columns={columns(personId)} rows={lines} rowKey={(l) => l.key} />
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="transcript-totals">
                {`Total: ${totals.map((t) => `${t.field} ${t.credits.toFixed(1)}`).join(', ')}`}
              </Typography>
            </>
          );
        }}
      </QueryView>
    </PageSection>
  );
}
