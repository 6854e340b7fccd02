import { calls, PASSED_APPROVAL_SECTION, type workflowHistoryResponse } from '@cpe/contract';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { useStudyResource } from '../api/study-queries.ts';
import type { StudyStepProps } from '../workspace/step-props.ts';
import { studyFixLink } from '../workspace/study-steps.ts';
import { StudyActions } from './StudyActions.tsx';

type HistoryRow = z.infer<typeof workflowHistoryResponse>[number];

const ACTIONS: Readonly<Record<string, string>> = {
  submit: 'Submitted',
  return: 'Returned to Draft',
  finalize: 'Finalized',
  notApprove: 'Not Approved',
};

/**
 * The Approval step: the study's checklist (the course's sections, NASBA's self-study minimums
 * and Passed Approval, as GET /ind-study/{id} computed it), the workflow buttons its abilities
 * allow, and the workflow history the agenda keeps for every kind.
 */
export default function StudyApprovalStep({ record }: StudyStepProps) {
  const id = record.header.internal_id;
  const history = useStudyResource(id, 'history', (signal) => call(calls.getCourseWorkflowHistory, { params: { id }, signal }));
  const timezone = useTenantTimezone();
  const columns: Column<HistoryRow>[] = [
    { header: 'Date', cell: (h) => formatDisplay(h.occurred_at, timezone) },
    { header: 'Action', cell: (h) => ACTIONS[h.action] ?? h.action },
    { header: 'Status', cell: (h) => [h.from_status, h.to_status].filter(Boolean).join(' → ') },
    { header: 'By', cell: (h) => h.person_name ?? '' },
    { header: 'Comment', cell: (h) => h.comment ?? '' },
  ];
  return (
    <>
      <PageSection title="Approval">
        <StudyActions record={record} />
        <ApprovalChecklist
          caption="Approval checklist"
          checks={record.checklist}
          fixLink={(section) => studyFixLink(record, section)}
          summaryRow={PASSED_APPROVAL_SECTION}
        />
      </PageSection>
      <PageSection title="Workflow History" level={2}>
        <QueryView query={history} what="workflow history" loadingLabel="Loading the workflow history">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No workflow history yet.</EmptyState>
            ) : (
              <RecordTable caption="Workflow history" columns={columns} rows={rows} rowKey={(h) => h.id} />
            )
          }
        </QueryView>
      </PageSection>
    </>
  );
}
