/**
 * The external CPE request policy (its statuses, ECP codes, ADR 0022): who sees a
 * request, who edits it in which state, who decides it, which header fields show, and the
 * abilities GET /requests/ext-cpe/{id} sends. The server's route rules, its record checks,
 * its search SQL and the screens read this module; an ECP code is spelled here and in
 * permissions.ts only.
 */

import { type PermissionCode, type PermissionRequirement, satisfies } from '../../platform/index.ts';
import { canTransition, type EcpStatus } from '../rules/ecp-status.ts';

/** The ECP codes by what they let someone do. */
export const ECP_POLICY_CODES = {
  showQualifyingProgram: 'ECP003',
  showProgramType: 'ECP004',
  showDeliveryMethod: 'ECP005',
  showLmsId: 'ECP007',
  /** Edit a Draft external CPE (anyone's). */
  editDraft: 'ECP006',
  /** Edit a Submitted external CPE; approve it and reopen it (staff). */
  editSubmitted: 'ECP051',
  /** Close a Submitted or Reopened request as Not Approved. */
  notApprove: 'ECP050',
} as const satisfies Record<string, PermissionCode>;

const C = ECP_POLICY_CODES;

/**
 * Staff of external CPE: they see every request of the firm and use the admin search.
 * ECP006 edits anyone's Draft, so it sees them too.
 */
export const ECP_STAFF_CODES: readonly PermissionCode[] = [C.editSubmitted, C.notApprove, C.editDraft];
/** The admin search (/learner/cpe/admin/search) and its export: the deciders. */
export const ECP_ADMIN_SEARCH_CODES: readonly PermissionCode[] = [C.editSubmitted, C.notApprove];

/** The route's permission list of the admin search: any one of the deciders' codes. */
export const ECP_ADMIN_SEARCH_REQUIREMENT: PermissionRequirement = [ECP_ADMIN_SEARCH_CODES];

export const seesEveryRequest = (permissions: Iterable<string>) => satisfies(permissions, [ECP_STAFF_CODES]);
export const usesAdminSearch = (permissions: Iterable<string>) => satisfies(permissions, ECP_ADMIN_SEARCH_REQUIREMENT);

/** The request as the policy needs it. */
export interface EcpAccess {
  request_status: EcpStatus;
  created_by: number;
  request_person_id: number;
}

export interface EcpCaller {
  personId: number;
  permissions: Iterable<string>;
}

/** The creator or the person the request is for. */
export const isRequestOwner = (r: EcpAccess, caller: Pick<EcpCaller, 'personId'>) =>
  r.created_by === caller.personId || r.request_person_id === caller.personId;

/** Whether the caller may see (open) the request: its owner, or staff. Others get 404. */
export function ecpVisible(r: EcpAccess, caller: EcpCaller): boolean {
  return isRequestOwner(r, caller) || seesEveryRequest(caller.permissions);
}

/**
 * Editability rule: editable by the creator or the request person in Draft, or by the holder of the
 * status's code (ECP006 Draft, ECP051 Submitted). Reopened is Draft again for the learner
 * (and ECP006). Not Approved and Approved are final.
 */
export function ecpEditable(r: EcpAccess, caller: EcpCaller): boolean {
  const held = new Set(caller.permissions);
  switch (r.request_status) {
    case 'Draft':
    case 'Reopened':
      return isRequestOwner(r, caller) || held.has(C.editDraft);
    case 'Submitted':
      return held.has(C.editSubmitted);
    default:
      return false;
  }
}

export interface EcpAbilities {
  canEdit: boolean;
  canSubmit: boolean;
  canApprove: boolean;
  canNotApprove: boolean;
  canReopen: boolean;
  canLeaveFeedback: boolean;
  canResolveFeedback: boolean;
  showDeliveryMethod: boolean;
  showProgramType: boolean;
  showQualifyingProgram: boolean;
  showLmsId: boolean;
}

/**
 * What the caller may do with the request. Approve still needs the checklist to pass (the
 * server checks at the moment of approval). Staff leave feedback while the request is with
 * them or sent back; the learner (or whoever may edit it) resolves it until it is decided.
 */
export function ecpAbilities(r: EcpAccess, caller: EcpCaller): EcpAbilities {
  const held = new Set(caller.permissions);
  const s = r.request_status;
  const owner = isRequestOwner(r, caller);
  const canEdit = ecpEditable(r, caller);
  const staff = held.has(C.editSubmitted) || held.has(C.notApprove);
  const open = s !== 'Approved' && s !== 'Not Approved';
  return {
    canEdit,
    canSubmit: canEdit && canTransition('submit', s),
    canApprove: held.has(C.editSubmitted) && canTransition('approve', s),
    canNotApprove: held.has(C.notApprove) && canTransition('notApprove', s),
    canReopen: held.has(C.editSubmitted) && canTransition('reopen', s),
    canLeaveFeedback: staff && (s === 'Submitted' || s === 'Reopened'),
    canResolveFeedback: open && (owner || canEdit),
    showDeliveryMethod: held.has(C.showDeliveryMethod),
    showProgramType: held.has(C.showProgramType),
    showQualifyingProgram: held.has(C.showQualifyingProgram),
    showLmsId: held.has(C.showLmsId),
  };
}
