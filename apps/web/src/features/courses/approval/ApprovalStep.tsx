import { calls } from '@cpe/contract';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { WorkflowHistory } from '../../../components/workflow-history/WorkflowHistory.tsx';
import { call } from '../../../lib/call.ts';
import { useCourseResource } from '../api/course-queries.ts';
import { courseFixLink } from '../workspace/course-steps.ts';
import type { CourseStepProps } from '../workspace/step-props.ts';
import { WorkflowActions } from './WorkflowActions.tsx';
import { historyAction } from './workflow-actions.ts';

/** The Approval step: the approval checklist, the workflow buttons, and the workflow history. */
export default function ApprovalStep({ course }: CourseStepProps) {
  const id = course.courseHeader.id;
  const checks = useCourseResource(id, 'validation', (signal) => call(calls.getCourseValidation, { params: { id }, signal }));
  const history = useCourseResource(id, 'history', (signal) => call(calls.getCourseWorkflowHistory, { params: { id }, signal }));
  return (
    <>
      <PageSection title="Approval">
        <WorkflowActions course={course} checks={checks.data} />
        <QueryView query={checks} what="approval checklist" loadingLabel="Loading the approval checklist">
          {(data) => <ApprovalChecklist caption="Approval checklist" checks={data} fixLink={(section) => courseFixLink(course, section)} />}
        </QueryView>
      </PageSection>
      <WorkflowHistory
        title="Workflow History"
        level={2}
        query={history}
        columns={['Date', 'Action', 'Status', 'Version', 'By', 'Comment']}
        actionLabel={historyAction}
      />
    </>
  );
}
