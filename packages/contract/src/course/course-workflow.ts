/**
 * Course workflow (spec §4 Course, §6): statuses, transitions, who may do what in
 * each status, and which course steps are enabled. The server authorizes with
 * these and the browser shows or hides buttons with the very same answers.
 */
import { type PermissionCode, type PermissionRequirement, satisfies } from '../permissions.ts';
import { AGENDA_TYPE_IDS, DELIVERY_METHOD_IDS } from './lookups.ts';

export const COURSE_STATUSES = ['Draft', 'Pending Signoff', 'Finalized', 'Editing'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export function isCourseStatus(value: string): value is CourseStatus {
  return (COURSE_STATUSES as readonly string[]).includes(value);
}

/** Signing off (editing, returning, finalizing) a Pending Signoff course needs the code of its delivery method. */
export const SIGNOFF_PERMISSIONS: Readonly<Record<number, PermissionCode>> = {
  [DELIVERY_METHOD_IDS.groupInternet]: 'CRS047',
  [DELIVERY_METHOD_IDS.groupLive]: 'CRS048',
  [DELIVERY_METHOD_IDS.groupLiveAndInternet]: 'CRS049',
  [DELIVERY_METHOD_IDS.qasSelfStudy]: 'CRS043',
  [DELIVERY_METHOD_IDS.nanoLearning]: 'CRS045',
  [DELIVERY_METHOD_IDS.interactiveSelfStudy]: 'CRS046',
  [DELIVERY_METHOD_IDS.notApplicable]: 'CRS054',
};

/** The signoff code, or null when the course has no (known) delivery method: then nobody signs off. */
export function signoffPermission(deliveryMethodId: number | null | undefined): PermissionCode | null {
  if (deliveryMethodId === null || deliveryMethodId === undefined) return null;
  return Object.hasOwn(SIGNOFF_PERMISSIONS, deliveryMethodId) ? (SIGNOFF_PERMISSIONS[deliveryMethodId] ?? null) : null;
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

/**
 * The permissions an action needs, or null when nobody may take it (no signoff code).
 * Status is checked by courseTransition; finalize also needs the approval checklist.
 */
export function courseActionRequirement(action: CourseAction, deliveryMethodId: number | null | undefined): PermissionRequirement | null {
  if (action === 'submit') return ['CRS007'];
  if (action === 'reopen') return ['CRS007', 'FIN030'];
  const signoff = signoffPermission(deliveryMethodId);
  return signoff ? [signoff] : null;
}

export interface CourseAccess {
  course_status: string;
  delivery_method_id: number | null;
  created_by: number | null;
  /**
   * The person is a contact, a content reviewer or the IRS CE approver of the course: they
   * were asked to work with it, so they see it (read-only unless a permission allows more).
   */
  related?: boolean;
}

export interface AccessContext {
  permissions: Iterable<string>;
  personId: number;
}

export interface CourseAbilities {
  view: boolean;
  edit: boolean;
  submit: boolean;
  return: boolean;
  finalize: boolean;
  reopen: boolean;
  editContentReview: boolean;
  /** The Sync with SAP button. */
  sync: boolean;
}

export function courseAbilities(course: CourseAccess, ctx: AccessContext): CourseAbilities {
  const held = new Set(ctx.permissions);
  const has = (code: PermissionCode | null) => code !== null && held.has(code);
  const status = course.course_status;
  const creator = course.created_by !== null && course.created_by === ctx.personId;
  const signoff = has(signoffPermission(course.delivery_method_id));
  const drafter = has('CRS007');
  const may = (action: CourseAction) => {
    const requirement = courseActionRequirement(action, course.delivery_method_id);
    return courseTransition(action, status) !== null && requirement !== null && satisfies(held, requirement);
  };
  const edit =
    (status === 'Draft' && (drafter || creator)) ||
    (status === 'Pending Signoff' && signoff) ||
    (status === 'Editing' && drafter && has('FIN030'));
  const view =
    Boolean(course.related) ||
    (status === 'Draft' && (drafter || creator)) ||
    (status === 'Pending Signoff' && (drafter || signoff)) ||
    (status === 'Finalized' && has('CRS053')) ||
    (status === 'Editing' && has('FIN030'));
  return {
    view,
    edit,
    submit: may('submit'),
    return: may('return'),
    finalize: may('finalize'),
    reopen: may('reopen'),
    editContentReview: edit || (status === 'Finalized' && has('FIN015')),
    sync: (drafter && (status === 'Finalized' || status === 'Editing')) || (status === 'Pending Signoff' && signoff),
  };
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

/** Step ('contentreview', 'irs', …) → enabled, for every configured page. */
export function courseStepsEnabled({ course, tenant, pages, permissions }: CourseStepsInput): Record<string, boolean> {
  const held = new Set(permissions);
  const steps: Record<string, boolean> = {};
  for (const page of pages) {
    let enabled = !page.is_default_disabled;
    if (page.step === 'contentreview') enabled &&= contentReviewApplies(tenant.isSponsor, course.agenda_type_id);
    // IRS CE Information and the IRS CE Workflow apply to the same courses.
    if (page.step === 'irs' || page.step === 'irsworkflow') enabled &&= irsCeApplies(tenant, course);
    // Each step has its own finalized permission (spec §6): once Finalized, only its holders get in.
    if (course.course_status === 'Finalized' && page.finalized_permission) enabled &&= held.has(page.finalized_permission);
    steps[page.step] = enabled;
  }
  return steps;
}
