/**
 * The local learning policy (its statuses, LLP and FIN016 codes, ADR 0023):
 * who sees, edits, signs off, declines and submits a local learning to the LMS. The server's
 * route rules, record checks and search SQL, and the web's route permissions, read this
 * module: a local learning code is spelled here and in permissions.ts, nowhere else.
 */
import type { CourseAbilitiesBody, LocalLearningStatus } from '../../course/index.ts';
import { LOCAL_LEARNING_ACCESS_CODES, LOCAL_LEARNING_POLICY_CODES } from '../../course/index.ts';
import { type PermissionRequirement, satisfies } from '../../platform/index.ts';

const { draft, signoff, delivery, codeExpiry, notApprove, finalizedContentReview } = LOCAL_LEARNING_POLICY_CODES;

export const LOCAL_LEARNING_ACCESS_REQUIREMENT: PermissionRequirement = [LOCAL_LEARNING_ACCESS_CODES];

/** Whether the codes alone show every local learning of the firm (search); anyone else sees the ones they created. */
export function seesEveryLocalLearning(permissions: Iterable<string>): boolean {
  return satisfies(permissions, LOCAL_LEARNING_ACCESS_REQUIREMENT);
}

/** Who may request a local learning (POST /locallearning, the New button): the holders of a code that edits one. */
export const CREATE_LOCAL_LEARNING_REQUIREMENT: PermissionRequirement = [[draft, signoff, delivery]];

export function canCreateLocalLearning(permissions: Iterable<string>): boolean {
  return satisfies(permissions, CREATE_LOCAL_LEARNING_REQUIREMENT);
}

export type LocalLearningAction = 'submit' | 'return' | 'approve' | 'notApprove';

const TRANSITIONS: Readonly<Record<LocalLearningAction, Partial<Record<LocalLearningStatus, LocalLearningStatus>>>> = {
  submit: { Draft: 'Pending Signoff' },
  return: { 'Pending Signoff': 'Draft' },
  approve: { 'Pending Signoff': 'Pending Delivery' },
  notApprove: { 'Pending Delivery': 'Not Approved' },
};

/** The status an action leads to, or null when it does not apply in that status. */
export function localLearningTransition(action: LocalLearningAction, status: string): LocalLearningStatus | null {
  return (TRANSITIONS[action] as Partial<Record<string, LocalLearningStatus>>)[status] ?? null;
}

export interface LocalLearningAccess {
  course_status: string;
  created_by: number | null;
}

export interface OfferingContext {
  permissions: Iterable<string>;
  personId: number;
}

/** The course-shaped abilities (the shared steps read them) and the local learning's own. */
export interface LocalLearningAbilities extends CourseAbilitiesBody {
  /** Approve (Pending Signoff → Pending Delivery); `finalize` says the same for the shared steps. */
  approve: boolean;
  notApprove: boolean;
  /** POST /csod/submit-local-learning/{id}; `sync` says the same. */
  submitToLms: boolean;
  /** Edit the AOA code expiry on its class. */
  editCodeExpiry: boolean;
}

export function localLearningAbilities(ll: LocalLearningAccess, ctx: OfferingContext): LocalLearningAbilities {
  const held = new Set(ctx.permissions);
  const status = ll.course_status;
  const creator = ll.created_by !== null && ll.created_by === ctx.personId;
  const view = creator || LOCAL_LEARNING_ACCESS_CODES.some((c) => held.has(c));
  const editDraft = status === 'Draft' && (held.has(draft) || creator);
  const edit =
    view && (editDraft || (status === 'Pending Signoff' && held.has(signoff)) || (status === 'Pending Delivery' && held.has(delivery)));
  const approve = view && status === 'Pending Signoff' && held.has(signoff);
  const submitToLms = view && status === 'Pending Delivery' && held.has(delivery);
  return {
    view,
    edit,
    submit: view && editDraft,
    return: approve,
    finalize: approve,
    approve,
    reopen: false,
    notApprove: view && status === 'Pending Delivery' && held.has(notApprove),
    editContentReview: edit || (view && status === 'Pending Delivery' && held.has(finalizedContentReview)),
    sync: submitToLms,
    submitToLms,
    leaveFeedback: approve,
    editCodeExpiry: view && status !== 'Not Approved' && held.has(codeExpiry),
  };
}
