import { calls, type IndependentStudyResponse, independentStudyWorkflowBody } from '@cpe/contract';
import { WorkflowButtons } from '../../../components/workflow-actions/WorkflowButtons.tsx';
import { call } from '../../../lib/call.ts';
import { useStudyWrite } from '../api/study-queries.ts';
import { type StudyButton, studyButtons } from './study-actions.ts';

const COMMENT_MAX = independentStudyWorkflowBody.shape.comment.unwrap().maxLength ?? 2000;

/** Not Approved ends the study: a warning-coloured button. */
const withTone = (b: StudyButton) => ({ ...b, tone: b.action === 'notApprove' ? ('error' as const) : undefined });

/** The workflow buttons the study's abilities allow, each confirmed with an optional comment (PUT /ind-study/workflow/{id}). */
export function StudyActions({ record }: { record: IndependentStudyResponse }) {
  const id = record.header.internal_id;
  const buttons = studyButtons(record.abilities, record.checklist).map(withTone);
  const run = useStudyWrite(id, ({ b, comment }: { b: StudyButton; comment?: string }) =>
    call(calls.independentStudyWorkflow, { params: { id }, body: { action: b.action, ...(comment ? { comment } : {}) } }),
  );
  if (buttons.length === 0) return null;
  return (
    <WorkflowButtons
      buttons={buttons}
      recordTitle={record.header.title}
      commentMax={COMMENT_MAX}
      pending={run.isPending}
      run={(b, comment, done) => run.mutate({ b, comment }, { onSuccess: done })}
    />
  );
}
