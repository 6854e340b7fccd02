import type { PersonProfile, PersonTranscriptQuery } from '@cpe/contract';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { TranscriptEntriesTable } from './TranscriptEntriesTable.tsx';
import { TranscriptPeriodForm } from './TranscriptPeriodForm.tsx';
import { exportPersonTranscript, usePersonTranscript } from './transcript-queries.ts';

/**
 * A person's Transcripts page (user administration): every credit they earned, certified
 * classes, independent study, local learning, vended content and external CPE, in a period
 * (all dates by default), with the period's totals by field of study and a CSV export.
 */
export default function PersonTranscriptsStep({ person }: { person: PersonProfile }) {
  const [period, setPeriod] = useState<PersonTranscriptQuery>({});
  const transcript = usePersonTranscript(person.id, period);
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    exportPersonTranscript(person.id, period)
      .catch((e: unknown) => showAlert(errorMessage(e), 'error'))
      .finally(() => setExporting(false));
  };
  return (
    <PageSection title="Transcripts">
      <TranscriptPeriodForm applied={period} onApply={setPeriod} />
      <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={exporting} sx={{ mb: 2 }}>
        Export CSV
      </Button>
      <QueryView query={transcript} loadingLabel="Loading the transcript">
        {(t) =>
          t.entries.length === 0 ? (
            <EmptyState>{period.from || period.to ? 'No credits in this period.' : 'No credits on this transcript yet.'}</EmptyState>
          ) : (
            <TranscriptEntriesTable transcript={t} caption="Transcript" />
          )
        }
      </QueryView>
    </PageSection>
  );
}
