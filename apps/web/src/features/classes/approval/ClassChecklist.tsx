import type { ClassResponse } from '@cpe/contract';
import { ChecklistTable, type FixLink } from '../../../components/ChecklistTable.tsx';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { routePath } from '../../../lib/routes/route-table.ts';
import type { ClassCheck } from '../api/class-types.ts';
import { classStepItems } from '../workspace/class-steps.ts';

/** The class step (its key) where each checklist section is fixed. */
const FIX_STEPS: Readonly<Record<string, string>> = {
  'Class Details': 'details',
  'Class Status': 'details',
  Roster: 'roster',
  Attendance: 'roster',
  Documentation: 'documentation',
  Monitors: 'contacts',
  Coordinator: 'contacts',
  Instructors: 'agenda',
};
/** Sections fixed on the course: its agenda must be finalized. */
const COURSE_AGENDA_SECTIONS = new Set(['Agenda', 'Course Agenda']);

/** The step that fixes a failing section of a class checklist, when the class has it enabled. */
export function classFixLink(cls: ClassResponse, section: string): FixLink | null {
  if (COURSE_AGENDA_SECTIONS.has(section)) {
    return { to: routePath('course-id-agenda', { id: cls.classSummary.course_id }), step: 'the course agenda' };
  }
  const key = FIX_STEPS[section];
  const step = key ? classStepItems(cls.steps, cls.classSummary.id, '').find((s) => s.key === key) : undefined;
  return step?.enabled && step.to ? { to: step.to, step: step.label } : null;
}

/**
 * A class checklist (validation, certification, attestation): each section PASS or FAIL,
 * ending with 'Passed Approval'. Given the class, a failing section links to its step.
 */
export function ClassChecklist({ caption, checks, cls }: { caption: string; checks: readonly ClassCheck[]; cls?: ClassResponse }) {
  if (checks.length === 0) return <EmptyState>Nothing to check yet.</EmptyState>;
  return <ChecklistTable caption={caption} checks={checks} fixLink={cls ? (section) => classFixLink(cls, section) : undefined} />;
}
