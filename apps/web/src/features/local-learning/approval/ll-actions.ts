import { DIALOG_TITLES, type LocalLearningAction, type LocalLearningResponse } from '@cpe/contract';

export interface LocalLearningButton {
  action: LocalLearningAction;
  label: string;
  /** What the confirmation says happens. */
  explanation: string;
  /** Not Approved ends the local learning: its confirmation is a warning. */
  tone: 'primary' | 'error' | 'inherit';
  /** Why the button is disabled, or null when it may be pressed. */
  disabledReason: string | null;
  /** Not Approved is confirmed in the 'Do Not Approve' dialog. */
  dialogTitle?: string;
}

/**
 * The workflow buttons of the Approval step, one per action the server's abilities allow
 * (the local learning statuses, LLP codes). 'Approve for delivery' stays disabled, naming
 * the failing sections, while the approval checklist has any FAIL (the server refuses then too).
 */
export function localLearningButtons(record: Pick<LocalLearningResponse, 'abilities' | 'checklist'>): LocalLearningButton[] {
  const { abilities, checklist } = record;
  const failing = checklist.filter((c) => c.validation_status === 'FAIL' && c.section !== 'Passed Approval').map((c) => c.section);
  const buttons: LocalLearningButton[] = [];
  if (abilities.submit)
    buttons.push({
      action: 'submit',
      label: 'Submit',
      explanation: 'The local learning goes to Pending Signoff for its reviewers.',
      tone: 'primary',
      disabledReason: null,
    });
  if (abilities.return)
    buttons.push({
      action: 'return',
      label: 'Return to Draft',
      explanation: 'The local learning goes back to Draft for changes.',
      tone: 'inherit',
      disabledReason: null,
    });
  if (abilities.approve)
    buttons.push({
      action: 'approve',
      label: 'Approve for delivery',
      explanation: 'The local learning goes to Pending Delivery: its class may be run and its roster filled.',
      tone: 'primary',
      disabledReason: failing.length > 0 ? `Approve for delivery is unavailable while these sections fail: ${failing.join(', ')}.` : null,
    });
  if (abilities.notApprove)
    buttons.push({
      action: 'notApprove',
      label: 'Not Approved',
      explanation: 'The local learning is closed as Not Approved. It can no longer be changed, and this cannot be undone.',
      tone: 'error',
      disabledReason: null,
      dialogTitle: DIALOG_TITLES.doNotApprove,
    });
  return buttons;
}

const HISTORY_ACTIONS: Readonly<Record<string, string>> = {
  submit: 'Submitted',
  return: 'Returned to Draft',
  approve: 'Approved for delivery',
  notApprove: 'Not Approved',
  Created: 'Created',
};

/** The workflow history's wording of an action. */
export function historyAction(action: string): string {
  return HISTORY_ACTIONS[action] ?? action;
}
