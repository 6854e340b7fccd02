import { calls, DIALOG_TITLES, type ExternalCpeResponse } from '@cpe/contract';
import { call } from '../../../lib/call.ts';

/** A workflow action of the Approvals step, shown when the server's abilities allow it. */
export interface EcpAction {
  key: 'submit' | 'approve' | 'reopen' | 'notApprove';
  label: string;
  /** What the confirmation says. */
  explanation: string;
  /** Asks for a reason (reopen, Not Approved). */
  reason: boolean;
  color: 'primary' | 'error' | 'inherit';
  /** The confirmation's title when it has one of its own ('Do Not Approve'); else '{label}: {title}'. */
  dialogTitle?: string;
}

const ACTIONS: readonly (EcpAction & { allowed(a: ExternalCpeResponse['abilities']): boolean })[] = [
  {
    key: 'submit',
    label: 'Submit',
    explanation: 'Submit this request for approval? It can no longer be changed unless staff reopen it.',
    reason: false,
    color: 'primary',
    allowed: (a) => a.canSubmit,
  },
  {
    key: 'approve',
    label: 'Approve',
    explanation: 'Approve this request? Its credits go on the learner’s transcript.',
    reason: false,
    color: 'primary',
    allowed: (a) => a.canApprove,
  },
  {
    key: 'reopen',
    label: 'Reopen',
    explanation: 'Reopen this request? The learner can change it and submit it again.',
    reason: true,
    color: 'inherit',
    allowed: (a) => a.canReopen,
  },
  {
    key: 'notApprove',
    label: 'Not Approved',
    explanation: 'Close this request as Not Approved? It can no longer be changed.',
    reason: true,
    color: 'error',
    dialogTitle: DIALOG_TITLES.doNotApprove,
    allowed: (a) => a.canNotApprove,
  },
];

/** The actions the caller may take on the request (the server's abilities decide; screens do not re-derive). */
export const ecpActions = (abilities: ExternalCpeResponse['abilities']): EcpAction[] => ACTIONS.filter((a) => a.allowed(abilities));

/** The call of each action; the reason goes where the route takes one. */
export function runEcpAction(key: EcpAction['key'], requestId: number, reason: string, personId: number | undefined) {
  const why = reason.trim() ? { reason: reason.trim() } : {};
  switch (key) {
    case 'submit':
      return call(calls.submitExternalCpe, { params: { id: requestId } });
    case 'approve':
      return call(calls.approveExternalCpe, { body: { requestId } });
    case 'reopen':
      return call(calls.reopenExternalCpe, { body: { requestId, ...why } });
    case 'notApprove':
      return call(calls.closeNotApproved, { body: { requestId, ...(personId ? { updatedBy: personId } : {}), ...why } });
  }
}
