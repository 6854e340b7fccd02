/**
 * External CPE request states (request_status: Draft, Submitted, Reopened, Not Approved). The spec lists
 * Draft, Submitted, Reopened and Not Approved; an approved request needs a state of its own,
 * so Approved is ours (ADR 0022). Approved and Not Approved are final.
 */
export const ECP_STATUS_VALUES = ['Draft', 'Submitted', 'Reopened', 'Not Approved', 'Approved'] as const;
export type EcpStatus = (typeof ECP_STATUS_VALUES)[number];

/** The learning object type id of an external CPE request (feedback, history, documents, sync requests). */
export const EXTERNAL_CPE_OBJECT_TYPE = 8;

/** Its request type in POST /requests/ext-cpe/approvals (requestType ECPE). */
export const ECPE_REQUEST_TYPE = 'ECPE';

/** Element configuration of external CPE defaults to agenda type US-CPE and delivery method Default. */
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

/**
 * The workflow history's wording of each action a request records (its creation and every
 * transition), as the other records' histories read ('Submitted for Signoff'), not the verbs
 * stored (issue 27). A new transition does not compile without its words.
 */
const ECP_HISTORY_ACTIONS: Readonly<Record<EcpAction | 'create', string>> = {
  create: 'Created',
  submit: 'Submitted for Approval',
  approve: 'Approved',
  reopen: 'Reopened for changes',
  notApprove: 'Not Approved',
};

/** An action of the request's history in words; one this list does not know reads as recorded. */
export function ecpHistoryAction(action: string): string {
  return Object.hasOwn(ECP_HISTORY_ACTIONS, action) ? ECP_HISTORY_ACTIONS[action as EcpAction] : action;
}

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

/** The banner line of each state (POST /requests/ext-cpe/get/banner), as the learner whose request it is reads it. */
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

/** The lines of the states that speak to the learner, as staff read them: of the learner, by name (issue 27). */
const STAFF_MESSAGES: Partial<Record<EcpStatus, (learner: string) => string>> = {
  Draft: (learner) => `This request is a Draft of ${learner}: they complete each step and submit it for approval.`,
  Reopened: (learner) => `This request was reopened: ${learner} resolves the feedback, makes the changes and submits it again.`,
  Approved: (learner) => `This request was approved; its credits are on ${learner}'s transcript.`,
};

/**
 * The banner for one reader: the learner whose request it is reads ECP_BANNERS; anyone else
 * (staff) reads of the learner by name (`learner`), never "your transcript".
 */
export function ecpBanner(status: EcpStatus, reader: { own: true } | { own: false; learner: string }) {
  const line = ECP_BANNERS[status];
  const staff = reader.own ? undefined : STAFF_MESSAGES[status];
  return staff && !reader.own ? { ...line, message: staff(reader.learner) } : line;
}
