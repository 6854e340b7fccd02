import { calls } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { WorkflowHistory } from '../../../components/workflow-history/WorkflowHistory.tsx';
import { call } from '../../../lib/call.ts';
import { localLearningFixLink } from '../workspace/ll-steps.ts';
import type { LocalLearningStepProps } from '../workspace/step-props.ts';
import { LocalLearningActions } from './LocalLearningActions.tsx';
import { historyAction } from './ll-actions.ts';

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
      <WorkflowHistory title="Workflow History" level={2} query={history} actionLabel={historyAction} />
    </>
  );
}
