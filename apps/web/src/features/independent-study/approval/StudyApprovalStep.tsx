import { calls, PASSED_APPROVAL_SECTION } from '@cpe/contract';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { WorkflowHistory } from '../../../components/workflow-history/WorkflowHistory.tsx';
import { call } from '../../../lib/call.ts';
import { useStudyResource } from '../api/study-queries.ts';
import type { StudyStepProps } from '../workspace/step-props.ts';
import { studyFixLink } from '../workspace/study-steps.ts';
import { StudyActions } from './StudyActions.tsx';

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
      <WorkflowHistory title="Workflow History" level={2} query={history} actionLabel={(action) => ACTIONS[action] ?? action} />
    </>
  );
}
