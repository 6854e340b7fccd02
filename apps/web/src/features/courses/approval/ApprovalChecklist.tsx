import type { CourseResponse } from '@cpe/contract';
import { ChecklistTable, type FixLink } from '../../../components/ChecklistTable.tsx';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { courseStepItems } from '../workspace/course-steps.ts';
import type { ApprovalRow } from './workflow-actions.ts';

/**
 * The step that fixes a failing section: the sections are named after the course's
 * steps (spec §9 feedback sections), so it is the enabled step of that title.
 */
export function courseFixLink(course: CourseResponse, section: string): FixLink | null {
  const step = courseStepItems(course.steps, [], course.courseHeader.id, '').find((s) => s.label === section);
  return step?.enabled && step.to ? { to: step.to, step: step.label } : null;
}

/** The approval checklist (GET /agendas/validation/{id}): each section PASS or FAIL with its message. */
export function ApprovalChecklist({ checks, course }: { checks: readonly ApprovalRow[]; course: CourseResponse }) {
  if (checks.length === 0) return <EmptyState>Nothing to check yet.</EmptyState>;
  return <ChecklistTable caption="Approval checklist" checks={checks} fixLink={(section) => courseFixLink(course, section)} />;
}
