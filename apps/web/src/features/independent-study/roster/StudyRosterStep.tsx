import { calls, formatCredits, type independentStudyRosterResponse } from '@cpe/contract';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { useStudyResource } from '../api/study-queries.ts';
import type { StudyStepProps } from '../workspace/step-props.ts';
import { StudyAssignments } from './StudyAssignments.tsx';

type Completion = z.infer<typeof independentStudyRosterResponse>[number];

const COLUMNS: readonly Column<Completion>[] = [
  { header: 'Learner', cell: (r) => r.name },
  { header: 'E-mail', cell: (r) => r.email_address ?? '----' },
  { header: 'Completed', cell: (r) => formatDisplayDate(r.completed_on) },
  { header: 'Exam Score', cell: (r) => `${r.exam_score}%` },
  { header: 'CPE Credits', cell: (r) => formatCredits(r.credits) },
];

/**
 * The Roster of an independent study: who may take its final exam (assigned, ADR 0052) and
 * the learners who completed it (GET /ind-study/roster/{id}), with their passing score and credits.
 */
export default function StudyRosterStep({ record }: StudyStepProps) {
  const id = record.header.internal_id;
  const roster = useStudyResource(id, 'roster', (signal) => call(calls.getIndependentStudyRoster, { params: { id }, signal }));
  return (
    <PageSection title="Roster">
      <StudyAssignments id={id} canAssign={record.abilities.assignLearners} />
      <QueryView query={roster} what="roster" loadingLabel="Loading the roster">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No learner has completed this independent study yet.</EmptyState>
          ) : (
            <RecordTable caption="Completions" columns={COLUMNS} rows={rows} rowKey={(r) => r.person_id} />
          )
        }
      </QueryView>
    </PageSection>
  );
}
