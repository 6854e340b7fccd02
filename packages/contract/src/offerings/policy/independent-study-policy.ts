/**
 * The independent study policy ('Independent study is editable only while Draft and
 * only for its creator', ADR 0023). The spec gives independent study no codes of its own; it
 * is course content, so the course codes open it: anyone who works on courses sees every
 * independent study and program and may request one; the holder of the delivery method's
 * signoff code (CRS043 for QAS Self Study) signs it off; FIN015 edits its content review
 * once Finalized. Learners reach the Finalized ones they are assigned to through their own
 * search, and take their final exam (ADR 0052).
 */
import type { CourseAbilitiesBody, IndependentStudyStatus } from '../../course/index.ts';
import { COURSE_ACCESS_CODES, COURSE_POLICY_CODES, signoffPermission } from '../../course/index.ts';
import type { PermissionCode, PermissionRequirement } from '../../platform/index.ts';
import { satisfies } from '../../platform/index.ts';
import type { OfferingContext } from './local-learning-policy.ts';

/** The rule of the independent study and program routes and screens (staff side). */
export const INDEPENDENT_STUDY_ACCESS_CODES: readonly PermissionCode[] = COURSE_ACCESS_CODES;
export const INDEPENDENT_STUDY_ACCESS_REQUIREMENT: PermissionRequirement = [INDEPENDENT_STUDY_ACCESS_CODES];

/** Who may open a program or request an independent study in one. */
export const CREATE_INDEPENDENT_STUDY_REQUIREMENT: PermissionRequirement = [INDEPENDENT_STUDY_ACCESS_CODES];

export function canCreateIndependentStudy(permissions: Iterable<string>): boolean {
  return satisfies(permissions, CREATE_INDEPENDENT_STUDY_REQUIREMENT);
}

export type IndependentStudyAction = 'submit' | 'return' | 'finalize' | 'notApprove';

const TRANSITIONS: Readonly<Record<IndependentStudyAction, Partial<Record<IndependentStudyStatus, IndependentStudyStatus>>>> = {
  submit: { Draft: 'Pending Signoff' },
  return: { 'Pending Signoff': 'Draft' },
  finalize: { 'Pending Signoff': 'Finalized' },
  notApprove: { 'Pending Signoff': 'Not Approved' },
};

export function independentStudyTransition(action: IndependentStudyAction, status: string): IndependentStudyStatus | null {
  return (TRANSITIONS[action] as Partial<Record<string, IndependentStudyStatus>>)[status] ?? null;
}

/** The request status the header shows for each status (request_status beside course_status). */
export const INDEPENDENT_STUDY_REQUEST_STATUS: Readonly<Record<IndependentStudyStatus, string>> = {
  Draft: 'Draft',
  'Pending Signoff': 'Submitted',
  Finalized: 'Approved',
  'Not Approved': 'Not Approved',
};

export interface IndependentStudyAccess {
  course_status: string;
  delivery_method_id: number | null;
  created_by: number | null;
}

export interface IndependentStudyAbilities extends CourseAbilitiesBody {
  notApprove: boolean;
  /**
   * Assign learners to take a Finalized study (issue 27, ADR 0052): its creator, a holder of
   * CRS007 (who prepares course content) or of its signoff code. Only the assigned, or those on
   * its class roster, may take its final exam.
   */
  assignLearners: boolean;
}

export function independentStudyAbilities(is: IndependentStudyAccess, ctx: OfferingContext): IndependentStudyAbilities {
  const held = new Set(ctx.permissions);
  const status = is.course_status;
  const creator = is.created_by !== null && is.created_by === ctx.personId;
  const view = creator || INDEPENDENT_STUDY_ACCESS_CODES.some((c) => held.has(c));
  const edit = view && status === 'Draft' && creator;
  const code = signoffPermission(is.delivery_method_id);
  const signs = view && status === 'Pending Signoff' && code !== null && held.has(code);
  return {
    view,
    edit,
    submit: edit,
    return: signs,
    finalize: signs,
    notApprove: signs,
    reopen: false,
    editContentReview: edit || (view && status === 'Finalized' && held.has(COURSE_POLICY_CODES.finalizedContentReview)),
    sync: false,
    leaveFeedback: signs,
    assignLearners: view && status === 'Finalized' && (creator || held.has(COURSE_POLICY_CODES.draft) || (code !== null && held.has(code))),
  };
}

export interface ProgramAccess {
  status: string;
  submitter_id: number;
  owner_id: number;
}

export interface ProgramAbilities {
  /** Close an Open program: its owner, its submitter, or a holder of CRS007 (who edits Draft course content). */
  close: boolean;
  /** Request a new independent study in it: an Open program, and someone who may request one. */
  addStudy: boolean;
}

export function programAbilities(program: ProgramAccess, ctx: OfferingContext): ProgramAbilities {
  const held = new Set(ctx.permissions);
  const open = program.status === 'Open';
  const mine = program.owner_id === ctx.personId || program.submitter_id === ctx.personId;
  return {
    close: open && (mine || held.has(COURSE_POLICY_CODES.draft)),
    addStudy: open && canCreateIndependentStudy(held),
  };
}
