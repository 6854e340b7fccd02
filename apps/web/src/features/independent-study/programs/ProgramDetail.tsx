import { calls, formatCredits, type ProgramResponse } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { HeaderStrip } from '../../../components/record/HeaderStrip.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';
import { PROGRAM_SEARCH_KEY } from '../api/program-queries.ts';
import { programKey, useProgram } from '../api/study-queries.ts';
import { NewStudyDialog } from './NewStudyDialog.tsx';
import { programHeaderItems } from './program-header.ts';

type Study = ProgramResponse['studies'][number];

const COLUMNS: readonly Column<Study>[] = [
  {
    header: 'Title',
    cell: (s) => (
      <Link component={RouterLink} to={routePath('independentstudy-id', { id: s.id })}>
        {s.title}
      </Link>
    ),
  },
  { header: 'Status', cell: (s) => <StatusChip status={s.course_status} /> },
  { header: 'Request Type', cell: (s) => s.request_type_name ?? '----' },
  { header: 'Submitted By', cell: (s) => s.submitted_by ?? '----' },
  { header: 'CPE Credits', cell: (s) => formatCredits(s.credits) },
];

/**
 * A selected program (GET /alt-programs/{id}): its header strip, the independent studies it
 * groups, New independent study while it is open, and Close program (PUT /alt-programs/close/{id}).
 */
export function ProgramDetail({ id }: { id: number }) {
  const program = useProgram(id);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState(false);
  const close = useRecordWrite(programKey(id), () => call(calls.closeProgram, { params: { id }, body: {} }), {});
  const notFound = <EmptyState>{`Program ${id} was not found.`}</EmptyState>;
  return (
    <QueryView query={program} what="program" loadingLabel="Loading the program" notFound={notFound}>
      {({ header, studies, abilities }) => (
        <>
          <HeaderStrip items={programHeaderItems(header)} />
          <PageSection title={header.title}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
              {abilities.addStudy && (
                <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                  New independent study
                </Button>
              )}
              {abilities.close && (
                <Button variant="outlined" color="error" onClick={() => setClosing(true)}>
                  Close program
                </Button>
              )}
            </Box>
            {studies.length === 0 ? (
              <EmptyState>No independent studies in this program yet.</EmptyState>
            ) : (
              <RecordTable caption="Independent studies of the program" columns={COLUMNS} rows={studies} rowKey={(s) => s.id} />
            )}
          </PageSection>
          <NewStudyDialog programId={id} open={adding} onClose={() => setAdding(false)} />
          {closing && (
            <ConfirmDialog
              title={`Close program: ${header.title}`}
              text="A closed program takes no new independent studies. Its studies stay as they are."
              confirm="Close program"
              busy={close.isPending}
              onClose={() => setClosing(false)}
              onConfirm={() =>
                close.mutate(undefined, {
                  onSuccess: () => {
                    setClosing(false);
                    // The programs list shows the status too (and its filter may now leave the program out).
                    void queryClient.invalidateQueries({ queryKey: [PROGRAM_SEARCH_KEY] });
                  },
                })
              }
            />
          )}
        </>
      )}
    </QueryView>
  );
}
