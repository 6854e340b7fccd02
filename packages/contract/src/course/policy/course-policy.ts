/**
 * The course policy (ADR 0010, ADR 0018): which codes let someone see, edit,
 * sign off, sync and reopen a course, who sees a course in which status, and the
 * abilities GET /course/{id} sends. The server's route rules, record checks and search
 * SQL, and the web's route permissions, all read this module: a course code is spelled
 * here and in permissions.ts, nowhere else.
 */

import { type PermissionCode, type PermissionRequirement, satisfies } from '../../platform/index.ts';
import { DELIVERY_METHOD_IDS } from '../../reference/index.ts';
import { COURSE_STATUSES, type CourseAction, type CourseStatus, courseTransition } from '../rules/course-workflow.ts';
import type { CourseAbilitiesBody } from '../schemas/courses.ts';

/** The course codes by what they let someone do (the signoff codes are SIGNOFF_PERMISSIONS). */
export const COURSE_POLICY_CODES = {
  /** Edit or view a Draft course, submit it, and Sync with SAP. */
  draft: 'CRS007',
  /** View Finalized courses. */
  viewFinalized: 'CRS053',
  /** View Editing courses; with `draft`, edit them and reopen a Finalized course. */
  editing: 'FIN030',
  /** Edit the Content Review of a Finalized course (the step's finalized permission too). */
  finalizedContentReview: 'FIN015',
} as const satisfies Record<string, PermissionCode>;

const { draft, viewFinalized, editing, finalizedContentReview } = COURSE_POLICY_CODES;

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

/**
 * Any code that lets someone work on some course: the rule of the course routes (server)
 * and the permission entry of the course screens (web). Each course is then checked by
 * its visibility and abilities.
 */
export const COURSE_ACCESS_CODES: readonly PermissionCode[] = [draft, viewFinalized, editing, ...Object.values(SIGNOFF_PERMISSIONS)];
export const COURSE_ACCESS_REQUIREMENT: PermissionRequirement = [COURSE_ACCESS_CODES];

/** Who may create a course: POST /course authorizes with it, and the New course button shows by it. */
export const CREATE_COURSE_REQUIREMENT: PermissionRequirement = [draft];

export function canCreateCourse(permissions: Iterable<string>): boolean {
  return satisfies(permissions, CREATE_COURSE_REQUIREMENT);
}

/**
 * The permissions an action needs, or null when nobody may take it (no signoff code).
 * Status is checked by courseTransition; finalize also needs the approval checklist.
 */
export function courseActionRequirement(action: CourseAction, deliveryMethodId: number | null | undefined): PermissionRequirement | null {
  if (action === 'submit') return [draft];
  if (action === 'reopen') return [draft, editing];
  const signoff = signoffPermission(deliveryMethodId);
  return signoff ? [signoff] : null;
}

// Visibility ------------------------------------------------------------------------------

/** Who sees a course in one status, besides its related people, who see it in every status. */
export interface StatusVisibility {
  /** Holders of any of these codes see every course in the status. */
  codes: readonly PermissionCode[];
  /** Anyone else sees the courses they created. */
  creator?: true;
  /** Anyone else sees the courses whose delivery method's signoff code they hold. */
  signoff?: true;
}

export const COURSE_VISIBILITY: Readonly<Record<CourseStatus, StatusVisibility>> = {
  Draft: { codes: [draft], creator: true },
  'Pending Signoff': { codes: [draft], signoff: true },
  Finalized: { codes: [viewFinalized] },
  Editing: { codes: [editing] },
};

/**
 * COURSE_VISIBILITY for one viewer's codes. courseVisible answers with it for one course,
 * and course search turns the same plan into SQL, so a search lists exactly the courses
 * GET /course/{id} opens.
 */
export interface CourseVisibilityPlan {
  /** Statuses in which the viewer sees every course. */
  whole: CourseStatus[];
  /** Statuses in which the viewer sees the courses they created. */
  own: CourseStatus[];
  /** Statuses in which the viewer sees the courses of these delivery methods (signoff codes held). */
  signoff: { status: CourseStatus; deliveryMethodIds: number[] }[];
  /** Whether the courses the viewer is related to add any (not when every status is seen whole). */
  related: boolean;
}

export function courseVisibilityPlan(permissions: Iterable<string>): CourseVisibilityPlan {
  const held = new Set(permissions);
  const plan: CourseVisibilityPlan = { whole: [], own: [], signoff: [], related: false };
  for (const status of COURSE_STATUSES) {
    const rule = COURSE_VISIBILITY[status];
    if (rule.codes.some((code) => held.has(code))) {
      plan.whole.push(status);
      continue;
    }
    if (rule.creator) plan.own.push(status);
    const deliveryMethodIds = Object.entries(SIGNOFF_PERMISSIONS)
      .filter(([, code]) => held.has(code))
      .map(([id]) => Number(id));
    if (rule.signoff && deliveryMethodIds.length > 0) plan.signoff.push({ status, deliveryMethodIds });
  }
  plan.related = plan.whole.length < COURSE_STATUSES.length;
  return plan;
}

/** Whether the person may see (open) the course: the `view` ability. */
export function courseVisible(course: CourseAccess, ctx: AccessContext): boolean {
  const plan = courseVisibilityPlan(ctx.permissions);
  const status = course.course_status;
  const creator = course.created_by !== null && course.created_by === ctx.personId;
  return (
    Boolean(course.related) ||
    plan.whole.some((s) => s === status) ||
    (creator && plan.own.some((s) => s === status)) ||
    plan.signoff.some(
      (s) => s.status === status && course.delivery_method_id !== null && s.deliveryMethodIds.includes(course.delivery_method_id),
    )
  );
}

// Abilities -------------------------------------------------------------------------------

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
  const drafter = has(draft);
  const may = (action: CourseAction) => {
    const requirement = courseActionRequirement(action, course.delivery_method_id);
    return courseTransition(action, status) !== null && requirement !== null && satisfies(held, requirement);
  };
  const edit =
    (status === 'Draft' && (drafter || creator)) ||
    (status === 'Pending Signoff' && signoff) ||
    (status === 'Editing' && drafter && has(editing));
  return {
    view: courseVisible(course, { permissions: held, personId: ctx.personId }),
    edit,
    submit: may('submit'),
    return: may('return'),
    finalize: may('finalize'),
    reopen: may('reopen'),
    editContentReview: edit || (status === 'Finalized' && has(finalizedContentReview)),
    sync: (drafter && (status === 'Finalized' || status === 'Editing')) || (status === 'Pending Signoff' && signoff),
  };
}

/**
 * The abilities GET /course/{id} sends: courseAbilities, and leaveFeedback for the holder
 * of the course's signoff code (its reviewer) while it is not Finalized.
 */
export function courseRecordAbilities(course: CourseAccess, ctx: AccessContext): CourseAbilitiesBody {
  const base = courseAbilities(course, ctx);
  const reviewer = signoffPermission(course.delivery_method_id);
  const held = new Set(ctx.permissions);
  const leaveFeedback = base.view && course.course_status !== 'Finalized' && reviewer !== null && held.has(reviewer);
  return { ...base, leaveFeedback };
}
