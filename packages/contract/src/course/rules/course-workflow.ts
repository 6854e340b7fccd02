/**
 * Course workflow (Draft, Pending Signoff, Finalized, Editing): statuses, transitions, and which course steps are
 * enabled. Who may do what in each status is the course policy (policy/course-policy.ts).
 */

import { AGENDA_TYPE_IDS } from '../../reference/index.ts';
import type { CourseStepKey } from './course-steps.ts';

export const COURSE_STATUSES = ['Draft', 'Pending Signoff', 'Finalized', 'Editing'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export function isCourseStatus(value: string): value is CourseStatus {
  return (COURSE_STATUSES as readonly string[]).includes(value);
}

// The list itself is COURSE_ACTIONS of api/courses.ts (the workflow body's enum).
export type CourseAction = 'submit' | 'return' | 'finalize' | 'reopen';

/** from status → to status per action. Reopening a Finalized course starts a new version in Editing. */
const TRANSITIONS: Readonly<Record<CourseAction, Partial<Record<CourseStatus, CourseStatus>>>> = {
  submit: { Draft: 'Pending Signoff' },
  return: { 'Pending Signoff': 'Draft' },
  finalize: { 'Pending Signoff': 'Finalized', Editing: 'Finalized' },
  reopen: { Finalized: 'Editing' },
};

/** The status an action leads to, or null when the action does not apply in that status. */
export function courseTransition(action: CourseAction, status: string): CourseStatus | null {
  return isCourseStatus(status) ? (TRANSITIONS[action][status] ?? null) : null;
}

type Flag = 0 | 1 | boolean;

/** Content Review applies to a sponsoring tenant's courses and to Training Hours agendas. */
export function contentReviewApplies(isSponsor: boolean, agendaTypeId: number | null | undefined): boolean {
  return isSponsor || agendaTypeId === AGENDA_TYPE_IDS.trainingHours;
}

/** IRS CE Information: workflow on, and a sponsor with credit-qualified modules or a non-sponsor with a sponsoring org. */
export function irsCeApplies(tenant: { isSponsor: boolean; irsCeWorkflowEnabled: boolean }, course: CourseStepInput): boolean {
  if (!tenant.irsCeWorkflowEnabled) return false;
  return tenant.isSponsor ? Boolean(course.has_credit_qualified_modules) : Boolean(course.sponsoring_org?.trim());
}

export interface CourseStepInput {
  course_status: string;
  agenda_type_id: number | null;
  has_credit_qualified_modules: Flag;
  sponsoring_org: string | null;
}

export interface CoursePage {
  step: string;
  is_default_disabled: Flag;
  finalized_permission: string | null;
}

export interface CourseStepsInput {
  course: CourseStepInput;
  tenant: { isSponsor: boolean; irsCeWorkflowEnabled: boolean };
  pages: readonly CoursePage[];
  permissions: Iterable<string>;
}

type StepCondition = (input: Pick<CourseStepsInput, 'course' | 'tenant'>) => boolean;
const always: StepCondition = () => true;
const contentReview: StepCondition = ({ course, tenant }) => contentReviewApplies(tenant.isSponsor, course.agenda_type_id);
// IRS CE Information and the IRS CE Workflow apply to the same courses.
const irsCe: StepCondition = ({ course, tenant }) => irsCeApplies(tenant, course);

/** When each declared step applies to a course (page configuration may still disable it); every step is named. */
export const COURSE_STEP_CONDITIONS: Readonly<Record<CourseStepKey, StepCondition>> = {
  details: always,
  cpe: always,
  qualification: always,
  agenda: always,
  contentreview: contentReview,
  irs: irsCe,
  irsworkflow: irsCe,
  documentation: always,
  nasba: always,
  credits: always,
  classes: always,
  roster: always,
  approval: always,
  version: always,
  audit: always,
};

const conditionOf = (step: string): StepCondition =>
  Object.hasOwn(COURSE_STEP_CONDITIONS, step) ? COURSE_STEP_CONDITIONS[step as CourseStepKey] : always;

/** Step ('contentreview', 'irs', …) → enabled, for every configured page. */
export function courseStepsEnabled({ course, tenant, pages, permissions }: CourseStepsInput): Record<string, boolean> {
  const held = new Set(permissions);
  const steps: Record<string, boolean> = {};
  for (const page of pages) {
    let enabled = !page.is_default_disabled && conditionOf(page.step)({ course, tenant });
    // Each step has its own finalized permission: once Finalized, only its holders get in.
    if (course.course_status === 'Finalized' && page.finalized_permission) enabled &&= held.has(page.finalized_permission);
    steps[page.step] = enabled;
  }
  return steps;
}
