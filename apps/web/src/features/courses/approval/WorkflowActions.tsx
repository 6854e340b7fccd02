import { type CourseResponse, calls, courseWorkflowBody } from '@cpe/contract';
import { WorkflowButtons } from '../../../components/workflow-actions/WorkflowButtons.tsx';
import { call } from '../../../lib/call.ts';
import { useCourseWrite } from '../api/course-queries.ts';
import { type ApprovalRow, type WorkflowButton, workflowButtons } from './workflow-actions.ts';

const COMMENT_MAX = courseWorkflowBody.shape.comment.unwrap().maxLength ?? 2000;

/** The workflow buttons the course's abilities allow, each confirmed with an optional comment (POST /course/workflow/{id}). */
export function WorkflowActions({ course, checks }: { course: CourseResponse; checks: readonly ApprovalRow[] | undefined }) {
  const id = course.courseHeader.id;
  const buttons = workflowButtons(course.abilities, course.courseHeader.version, checks);
  const run = useCourseWrite(id, ({ b, comment }: { b: WorkflowButton; comment?: string }) =>
    call(calls.courseWorkflow, { params: { id }, body: { action: b.action, ...(comment ? { comment } : {}) } }),
  );
  if (buttons.length === 0) return null;
  return (
    <WorkflowButtons
      buttons={buttons}
      recordTitle={course.courseHeader.title}
      commentMax={COMMENT_MAX}
      pending={run.isPending}
      run={(b, comment, done) => run.mutate({ b, comment }, { onSuccess: done })}
    />
  );
}
