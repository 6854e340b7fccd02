import type { workflowHistoryResponse } from '@cpe/contract';
import { calls } from '@cpe/contract';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { useCourseResource } from '../api/course-queries.ts';
import { courseFixLink } from '../workspace/course-steps.ts';
import type { CourseStepProps } from '../workspace/step-props.ts';
import { WorkflowActions } from './WorkflowActions.tsx';
import { historyAction } from './workflow-actions.ts';

type HistoryRow = z.infer<typeof workflowHistoryResponse>[number];

/** The Approval step: the approval checklist, the workflow buttons, and the workflow history. */
export default function ApprovalStep({ course }: CourseStepProps) {
  const id = course.courseHeader.id;
  const checks = useCourseResource(id, 'validation', (signal) => call(calls.getCourseValidation, { params: { id }, signal }));
  const history = useCourseResource(id, 'history', (signal) => call(calls.getCourseWorkflowHistory, { params: { id }, signal }));
  const timezone = useTenantTimezone();
  const columns: Column<HistoryRow>[] = [
    { header: 'Date', cell: (h) => formatDisplay(h.occurred_at, timezone) },
    { header: 'Action', cell: (h) => historyAction(h.action) },
    { header: 'Status', cell: (h) => [h.from_status, h.to_status].filter(Boolean).join(' → ') },
    { header: 'Version', cell: (h) => h.version ?? '' },
    { header: 'By', cell: (h) => h.person_name ?? '' },
    { header: 'Comment', cell: (h) => h.comment ?? '' },
  ];
  return (
    <>
      <PageSection title="Approval">
        <WorkflowActions course={course} checks={checks.data} />
        <QueryView query={checks} what="approval checklist" loadingLabel="Loading the approval checklist">
          {(data) => <ApprovalChecklist caption="Approval checklist" checks={data} fixLink={(section) => courseFixLink(course, section)} />}
        </QueryView>
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
