import { calls, type workflowHistoryResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { localLearningFixLink } from '../workspace/ll-steps.ts';
import type { LocalLearningStepProps } from '../workspace/step-props.ts';
import { LocalLearningActions } from './LocalLearningActions.tsx';
import { historyAction } from './ll-actions.ts';

type HistoryRow = z.infer<typeof workflowHistoryResponse>[number];

/**
 * The Approval step: the workflow buttons, the approval checklist the record carries (each
 * failing section links to the step that fixes it) and the agenda's workflow history.
 */
export default function LocalLearningApprovalStep({ record }: LocalLearningStepProps) {
  const id = record.header.local_learning_id;
  const history = useQuery({
    queryKey: ['course', id, 'history'],
    queryFn: ({ signal }) => call(calls.getCourseWorkflowHistory, { params: { id }, signal }),
  });
  const timezone = useTenantTimezone();
  const columns: Column<HistoryRow>[] = [
    { header: 'Date', cell: (h) => formatDisplay(h.occurred_at, timezone) },
    { header: 'Action', cell: (h) => historyAction(h.action) },
    { header: 'Status', cell: (h) => [h.from_status, h.to_status].filter(Boolean).join(' → ') },
    { header: 'By', cell: (h) => h.person_name ?? '' },
    { header: 'Comment', cell: (h) => h.comment ?? '' },
  ];
  return (
    <>
      <PageSection title="Approval">
        <LocalLearningActions record={record} />
        <ApprovalChecklist
          caption="Approval checklist"
          checks={record.checklist}
          fixLink={(section) => localLearningFixLink(record, section)}
          summaryRow="Passed Approval"
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
