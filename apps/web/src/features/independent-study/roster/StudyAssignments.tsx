import { calls, type studyAssignmentsResponse } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { z } from 'zod';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { useStudyResource, useStudyWrite } from '../api/study-queries.ts';

type Taker = z.infer<typeof studyAssignmentsResponse>[number];

const COLUMNS: readonly Column<Taker>[] = [
  { header: 'Learner', cell: (r) => r.name },
  { header: 'E-mail', cell: (r) => r.email_address ?? '----' },
  { header: 'Assigned', cell: (r) => (r.assigned_on ? formatDisplayDate(r.assigned_on) : 'On the roster') },
  { header: 'Attempts', cell: (r) => String(r.attempts) },
  { header: 'Best Score', cell: (r) => (r.best_score === null ? '----' : `${r.best_score}%`) },
  { header: 'Completed', cell: (r) => (r.completed_on ? formatDisplayDate(r.completed_on) : '----') },
];

/**
 * Who may take the study's final exam (GET /ind-study/assignments/{id}, ADR 0052): the learners
 * assigned to it and those on its roster, with their attempts; Assign learner (the person
 * picker) for whoever may assign on a Finalized study.
 */
export function StudyAssignments({ id, canAssign }: { id: number; canAssign: boolean }) {
  const takers = useStudyResource(id, 'assignments', (signal) => call(calls.getStudyAssignments, { params: { id }, signal }));
  const [personId, setPersonId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const assign = useStudyWrite(
    id,
    (person_id: number) => call(calls.assignStudyLearner, { params: { id }, body: { person_id } }),
    'Learner assigned',
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (personId === null) return setError('Choose a learner.');
    setError(undefined);
    assign.mutateAsync(personId).then(
      () => setPersonId(null),
      () => {},
    );
  };
  return (
    <>
      {canAssign && (
        <Box
          component="form"
          noValidate
          aria-label="Assign learner"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
        >
          <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
            <PersonPicker label="Learner" type="all" required value={personId} onChange={(v) => setPersonId(v)} error={error} />
          </Box>
          <Button type="submit" variant="contained" disabled={assign.isPending} sx={{ alignSelf: 'flex-start', mt: 1 }}>
            Assign learner
          </Button>
        </Box>
      )}
      <QueryView query={takers} what="assigned learners" loadingLabel="Loading the assigned learners">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No learner is assigned to this independent study yet.</EmptyState>
          ) : (
            <RecordTable caption="Assigned learners" columns={COLUMNS} rows={rows} rowKey={(r) => r.person_id} />
          )
        }
      </QueryView>
    </>
  );
}
