import { calls } from '@cpe/contract';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { useClassResource } from '../api/class-queries.ts';
import type { ClassInstructor } from '../api/class-types.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';
import { formatCredits, type LearnerCreditRow, learnerCreditRow } from './credit-rows.ts';

const learnerColumns: Column<LearnerCreditRow>[] = [
  { header: 'Learner', cell: (r) => r.name },
  { header: 'Credits by field of study', cell: (r) => r.bySubject || '----' },
  { header: 'Total', cell: (r) => formatCredits(r.total) },
  { header: 'Credit limitation reasons', cell: (r) => r.reasons || '—' },
];

const instructorColumns: Column<ClassInstructor>[] = [
  { header: 'Instructor', cell: (i) => (i.preferred ? `${i.name} (preferred)` : i.name) },
  { header: 'Total credits', cell: (i) => formatCredits(i.total_credits) },
  {
    header: 'Credits by field of study',
    cell: (i) => i.credits?.map((c) => `${c.subject_area.subject_short_name} ${formatCredits(c.credits)}`).join(', ') || '----',
  },
];

/** Credit Summary (read-only): each learner's credits from the roster with the reasons they were reduced, and the instructors' credits. */
export default function CreditSummaryStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  // The same key as the roster step, so that both share one load of GET /class/roster/{id}.
  const roster = useClassResource(id, 'roster', (signal) => call(calls.getRoster, { params: { id }, signal }));
  const instructors = useClassResource(id, 'instructors', (signal) => call(calls.getClassInstructors, { params: { id }, signal }));
  return (
    <>
      <PageSection title="Credit Summary">
        <QueryView query={roster} what="roster" loadingLabel="Loading the credits">
          {(data) => {
            const rows = data.roster.map((e) => learnerCreditRow(e, data.limitationReasonsObj));
            return rows.length === 0 ? (
              <EmptyState>No learners on the roster.</EmptyState>
            ) : (
              <RecordTable caption="Learner credits" columns={learnerColumns} rows={rows} rowKey={(r) => r.id} />
            );
          }}
        </QueryView>
      </PageSection>
      <PageSection title="Instructor Credit Summary" level={2}>
        <QueryView query={instructors} what="instructors" loadingLabel="Loading the instructors">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No instructors assigned.</EmptyState>
            ) : (
              <RecordTable caption="Instructor credits" columns={instructorColumns} rows={rows} rowKey={(i) => i.person_id} />
            )
          }
        </QueryView>
      </PageSection>
    </>
  );
}
