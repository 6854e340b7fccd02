/**
 * The vended content policy ('Vended content is editable only in Draft', VCP001,
 * ADR 0023): VCP001 edits a Draft item, manages vendors and approves an item whose checklist
 * passes; anyone who works on courses sees vended content.
 */

import { CLASS_RUNNER_CODES } from '../../class/index.ts';
import type { CourseAbilitiesBody } from '../../course/index.ts';
import { COURSE_ACCESS_CODES } from '../../course/index.ts';
import type { PermissionCode, PermissionRequirement } from '../../platform/index.ts';
import { satisfies } from '../../platform/index.ts';
import type { OfferingContext } from './local-learning-policy.ts';

export const VENDED_CONTENT_POLICY_CODES = {
  /** Edit vended content in Draft, approve it, and manage the firm's vendors. */
  draft: 'VCP001',
} as const satisfies Record<string, PermissionCode>;

const { draft } = VENDED_CONTENT_POLICY_CODES;

export const VENDED_CONTENT_ACCESS_CODES: readonly PermissionCode[] = [draft, ...COURSE_ACCESS_CODES];
export const VENDED_CONTENT_ACCESS_REQUIREMENT: PermissionRequirement = [VENDED_CONTENT_ACCESS_CODES];

/** Who may add vended content or a vendor. */
export const CREATE_VENDED_CONTENT_REQUIREMENT: PermissionRequirement = [draft];

export function canCreateVendedContent(permissions: Iterable<string>): boolean {
  return satisfies(permissions, CREATE_VENDED_CONTENT_REQUIREMENT);
}

export interface VendedContentAccess {
  course_status: string;
  created_by: number | null;
}

export function vendedContentAbilities(item: VendedContentAccess, ctx: OfferingContext): CourseAbilitiesBody {
  const held = new Set(ctx.permissions);
  const creator = item.created_by !== null && item.created_by === ctx.personId;
  const view = creator || VENDED_CONTENT_ACCESS_CODES.some((c) => held.has(c));
  const edit = view && item.course_status === 'Draft' && held.has(draft);
  return {
    view,
    edit,
    submit: false,
    return: false,
    // Approve: Draft → Approved, when the checklist (with its 'Approval Checklist' row) passes.
    finalize: edit,
    reopen: false,
    editContentReview: edit,
    sync: false,
    leaveFeedback: edit,
  };
}

/**
 * Who records a learner's completion of an Approved item: VCP001, or someone who runs classes
 * (the completion puts the learner on the delivery class's roster and writes their transcript).
 */
export const VENDED_COMPLETION_CODES: readonly PermissionCode[] = [draft, ...CLASS_RUNNER_CODES];

/** What GET /course/vendedcontent/{id} tells the screen the caller may do with the item. */
export interface VendedContentItemAbilities {
  view: boolean;
  edit: boolean;
  /** Draft → Approved (the server also requires the checklist to pass). */
  approve: boolean;
  recordCompletion: boolean;
  manageVendors: boolean;
  leaveFeedback: boolean;
}

export function vendedContentItemAbilities(item: VendedContentAccess, ctx: OfferingContext): VendedContentItemAbilities {
  const shared = vendedContentAbilities(item, ctx);
  const held = new Set(ctx.permissions);
  return {
    view: shared.view,
    edit: shared.edit,
    approve: shared.finalize,
    recordCompletion: shared.view && item.course_status === 'Approved' && VENDED_COMPLETION_CODES.some((c) => held.has(c)),
    manageVendors: held.has(draft),
    leaveFeedback: shared.leaveFeedback,
  };
}
