/**
 * The affidavit of attendance policy: AOA050 decides (Not Approved, approves a
 * Submitted AOA, sees every AOA of the firm); HPT005 shows the code section; the requestor
 * edits their own Draft; voiding has no permission check (the requestor or staff may).
 */

import { CLASS_POLICY_CODES } from '../../class/index.ts';
import { type PermissionCode, type PermissionRequirement, satisfies } from '../../platform/index.ts';
import type { AoaStatus } from '../rules/aoa-rules.ts';

export const AOA_POLICY_CODES = {
  /** Not Approved on an AOA; we also let it approve and see all AOAs (staff). */
  decide: 'AOA050',
  /** See the AOA code section (verification by attendance code). */
  seeCodeSection: CLASS_POLICY_CODES.seeCodes,
} as const satisfies Record<string, PermissionCode>;

/** The admin search (/learner/affidavitofattendance/admin) and its POST /aoa/search scope 'admin': the deciders. */
export const AOA_ADMIN_SEARCH_REQUIREMENT: PermissionRequirement = [AOA_POLICY_CODES.decide];

/** Staff of AOAs: whoever decides them sees every AOA of the firm (the admin search). */
export function decidesAffidavits(permissions: Iterable<string>): boolean {
  return satisfies(permissions, AOA_ADMIN_SEARCH_REQUIREMENT);
}

/** Who sees an AOA: its requestor, and staff. Anyone else gets 404 (it is not theirs to know of). */
export function aoaVisible(aoa: { requestorId: number }, caller: { personId: number; permissions: Iterable<string> }): boolean {
  return aoa.requestorId === caller.personId || decidesAffidavits(caller.permissions);
}

export interface AoaAbilities {
  /** Change the declarations, verification and documents: a Draft, by its requestor or staff. */
  canEdit: boolean;
  /** Submit (the requestor's Draft). */
  canSubmit: boolean;
  /** Approve a Submitted AOA (staff other than its requestor; the checklist must pass too). */
  canApprove: boolean;
  /** Close a Submitted AOA as Not Approved (staff). */
  canNotApprove: boolean;
  /** Void a Draft or Submitted AOA (requestor or staff). */
  canVoid: boolean;
  /** See the attendance-code section (HPT005). */
  canSeeCodeSection: boolean;
}

export function aoaAbilities(
  aoa: { status: AoaStatus; requestorId: number },
  caller: { personId: number; permissions: Iterable<string> },
): AoaAbilities {
  const held = new Set(caller.permissions);
  const staff = decidesAffidavits(held);
  const mine = aoa.requestorId === caller.personId;
  const draft = aoa.status === 'Draft';
  const submitted = aoa.status === 'Submitted';
  return {
    canEdit: draft && (mine || staff),
    canSubmit: draft && mine,
    // No one approves their own documents (ADR 0053); a code approves at submit instead.
    canApprove: submitted && staff && !mine,
    canNotApprove: submitted && staff,
    canVoid: (draft || submitted) && (mine || staff),
    canSeeCodeSection: held.has(AOA_POLICY_CODES.seeCodeSection),
  };
}
