import { calls, type vendedRosterRow } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { vendedSubKey } from '../api/vc-queries.ts';
import type { VendedStepProps } from '../workspace/step-props.ts';
import { RecordCompletionDialog } from './RecordCompletionDialog.tsx';

type RosterRow = z.infer<typeof vendedRosterRow>;

const COLUMNS: readonly Column<RosterRow>[] = [
  { header: 'Learner', cell: (r) => r.name },
  { header: 'E-mail', cell: (r) => r.email_address ?? '----' },
  { header: 'Completed on', cell: (r) => formatDisplayDate(r.completed_on) || '----' },
  { header: 'Credits', cell: (r) => r.credits.toFixed(1) },
];

/** Roster (GET /vendedcontent/roster/{id}): the learners who completed the item; Record completion once it is Approved. */
export default function VendedRosterStep({ record }: VendedStepProps) {
  const id = record.header.id;
  const [recording, setRecording] = useState(false);
  const roster = useQuery({
    queryKey: vendedSubKey(id, 'completions'),
    queryFn: ({ signal }) => call(calls.getVendedRoster, { params: { id }, signal }),
  });
  const approved = record.header.course_status === 'Approved';
  return (
    <PageSection title="Roster">
      {record.abilities.recordCompletion && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setRecording(true)} sx={{ mb: 2 }}>
          Record completion
        </Button>
      )}
      {!approved && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Completions are recorded once the item is approved.
        </Typography>
      )}
      <QueryView query={roster} what="roster" loadingLabel="Loading the roster">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No learner has completed this item yet.</EmptyState>
          ) : (
            <RecordTable caption="Learners who completed the item" columns={COLUMNS} rows={rows} rowKey={(r) => r.roster_id} />
          )
        }
      </QueryView>
      {recording && <RecordCompletionDialog id={id} onClose={() => setRecording(false)} />}
    </PageSection>
  );
}
