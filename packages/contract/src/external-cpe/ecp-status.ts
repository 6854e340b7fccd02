/**
 * External CPE request states (spec §3 request_status, §4 External CPE). The spec lists
 * Draft, Submitted, Reopened and Not Approved; an approved request needs a state of its own,
 * so Approved is ours (ADR 0022). Approved and Not Approved are final.
 */
export const ECP_STATUS_VALUES = ['Draft', 'Submitted', 'Reopened', 'Not Approved', 'Approved'] as const;
export type EcpStatus = (typeof ECP_STATUS_VALUES)[number];

/** The learning object type id of an external CPE request (feedback, history, documents, sync requests). */
export const EXTERNAL_CPE_OBJECT_TYPE = 8;

/** Its request type in POST /requests/ext-cpe/approvals (spec §7 requestType ECPE). */
export const ECPE_REQUEST_TYPE = 'ECPE';

/** Spec §4: element configuration of external CPE defaults to agenda type US-CPE and delivery method Default. */
export const ECP_DEFAULT_AGENDA_TYPE = 'US-CPE';
export const ECP_DEFAULT_DELIVERY_METHOD = 'Default';
/** The element_configs location and page_configs category of the request's fields and steps. */
export const ECP_ELEMENT_LOCATION = 'external-cpe';
export const ECP_PAGE_CATEGORY = 'external-cpe';

/** The attachment type of a certificate of completion (documents of type 8). */
export const ECPE_ATTACHMENT_TYPE_IDS = { certificate: 80, supporting: 81 } as const;

/** States in which the learner works on the request (Reopened: sent back by staff, as Draft). */
export const ECP_OPEN_STATES: readonly EcpStatus[] = ['Draft', 'Reopened'];
export const ECP_FINAL_STATES: readonly EcpStatus[] = ['Not Approved', 'Approved'];

/** The transitions, by action; the server refuses any other with 409. */
export const ECP_TRANSITIONS = {
  submit: { from: ['Draft', 'Reopened'], to: 'Submitted' },
  approve: { from: ['Submitted'], to: 'Approved' },
  reopen: { from: ['Submitted', 'Not Approved'], to: 'Reopened' },
  notApprove: { from: ['Submitted', 'Reopened'], to: 'Not Approved' },
} as const satisfies Record<string, { from: readonly EcpStatus[]; to: EcpStatus }>;
export type EcpAction = keyof typeof ECP_TRANSITIONS;

export function canTransition(action: EcpAction, status: EcpStatus): boolean {
  return (ECP_TRANSITIONS[action].from as readonly EcpStatus[]).includes(status);
}

/** Messages of the flow the spec leaves to us, shared by server answers, banner and screens. */
export const ECP_MESSAGES = {
  created: 'External CPE request created',
  saved: 'External CPE request saved',
  submitted: 'External CPE request submitted',
  approved: 'External CPE request approved',
  reopened: 'External CPE request reopened',
  notApproved: 'External CPE request closed as Not Approved',
  notApplicable: 'Not Applicable',
  checklistFails: 'The approval checklist has failing sections; the request cannot be approved.',
  wrongState: (action: string, status: string) => `A request that is ${status} cannot be ${action}.`,
  notAPdf: 'Only PDF certificates can be read.',
  unreadable: 'The certificate could not be read.',
  nothingFound: 'No values could be read from the certificate.',
} as const;

/** The banner line of each state (POST /requests/ext-cpe/get/banner). */
export const ECP_BANNERS: Record<EcpStatus, { severity: 'info' | 'success' | 'warning' | 'error'; message: string }> = {
  Draft: { severity: 'info', message: 'This request is a Draft. Complete each step and submit it for approval.' },
  Submitted: { severity: 'info', message: 'This request was submitted and is awaiting approval.' },
  Reopened: {
    severity: 'warning',
    message: 'This request was reopened. Resolve the feedback, make your changes and submit it again.',
  },
  'Not Approved': { severity: 'error', message: 'This request was not approved and can no longer be changed.' },
  Approved: { severity: 'success', message: 'This request was approved; its credits are on your transcript.' },
};
