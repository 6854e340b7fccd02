/**
 * The course's steps ('/course/{id}' and the course step menu), in menu order, declared
 * once. The seed writes them to page configuration, the server's step states and the
 * web's routes, route permissions and step screens derive from this list (ADR 0018).
 * irsworkflow is not among the course's subpages, but its step menu names an IRS CE
 * Workflow step.
 */

import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';
import { COURSE_POLICY_CODES } from '../policy/course-policy.ts';

/** The course's main route name; its steps' routes are `course-id-{path}`. */
export const COURSE_RECORD = 'course-id';

export const COURSE_STEP_LIST = [
  { key: 'details', path: '', page: 'course-id', title: 'Course Details', feedback: 'Course Details' },
  { key: 'cpe', path: 'cpe', page: 'course-id-cpe', title: 'CPE Information', feedback: 'CPE Information' },
  {
    key: 'qualification',
    path: 'qualification',
    page: 'course-id-qualification',
    title: 'Program Qualification',
    feedback: 'Program Qualification',
  },
  { key: 'agenda', path: 'agenda', page: 'course-id-agenda', title: 'Agenda Details', feedback: 'Agenda Details' },
  {
    key: 'contentreview',
    path: 'contentreview',
    page: 'course-id-contentreview',
    title: 'Content Review',
    finalizedPermission: COURSE_POLICY_CODES.finalizedContentReview,
  },
  { key: 'irs', path: 'irs', page: 'course-id-irs', title: 'IRS CE Information', feedback: 'IRS CE Information' },
  { key: 'irsworkflow', path: 'irsworkflow', page: 'course-id-irsworkflow', title: 'IRS CE Workflow' },
  { key: 'documentation', path: 'documentation', page: 'course-id-documentation', title: 'Documentation', feedback: 'Documentation' },
  { key: 'nasba', path: 'nasba', page: 'course-id-nasba', title: 'NASBA Questions', feedback: 'NASBA Questions' },
  { key: 'credits', path: 'credits', page: 'course-id-credits', title: 'Credits' },
  // The course's classes and their details (dates, status); the step menu names it Class Details.
  { key: 'classes', path: 'classes', page: 'course-id-classes', title: 'Class Details' },
  { key: 'roster', path: 'roster', page: 'course-id-roster', title: 'Roster' },
  { key: 'approval', path: 'approval', page: 'course-id-approval', title: 'Approval' },
  { key: 'version', path: 'version', page: 'course-id-version', title: 'Version' },
  { key: 'audit', path: 'audit', page: 'course-id-audit', title: 'Audit' },
] as const satisfies readonly StepDeclaration[];

export type CourseStepKey = StepKeyOf<typeof COURSE_STEP_LIST>;
