import { CLASS_RECORD, type ClassResponse } from '@cpe/contract';
import type { FixLink, RecordStep } from '../../../components/record-workspace/record-steps.ts';
import { recordFixLink } from '../../../components/record-workspace/record-steps.ts';
import { routePath } from '../../../lib/routes/route-table.ts';

export { CLASS_RECORD };

export type ClassStep = ClassResponse['steps'][number];

/** A class's steps in the kit's words: the server's step states (Voided disables every step). */
export const classSteps = (steps: readonly ClassStep[]): RecordStep[] =>
  steps.map((s) => ({ key: s.step, title: s.title, path: s.path, state: s.state }));

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
  return key ? recordFixLink(CLASS_RECORD, classSteps(cls.steps), cls.classSummary.id, (s) => s.key === key) : null;
}
