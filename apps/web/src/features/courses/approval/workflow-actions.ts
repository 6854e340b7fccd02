import type { CourseResponse } from '@cpe/contract';

export type CourseAction = 'submit' | 'return' | 'finalize' | 'reopen';

export interface WorkflowButton {
  action: CourseAction;
  label: string;
  /** What the confirmation says happens. */
  explanation: string;
  /** Why the button is disabled, or null when it may be pressed. */
  disabledReason: string | null;
}

export interface ApprovalRow {
  section: string;
  validation_status: 'PASS' | 'FAIL';
  message: string;
}

/**
 * The workflow buttons of the Approval step, one per action the server's abilities
 * allow. Finalize stays disabled, saying which sections fail, while the approval
 * checklist has any FAIL (the server refuses it then too).
 */
export function workflowButtons(
  abilities: CourseResponse['abilities'],
  version: number,
  checks: readonly ApprovalRow[] | undefined,
): WorkflowButton[] {
  const failing = (checks ?? []).filter((c) => c.validation_status === 'FAIL').map((c) => c.section);
  const buttons: WorkflowButton[] = [];
  if (abilities.submit)
    buttons.push({
      action: 'submit',
      label: 'Submit for Signoff',
      explanation: 'The course goes to its reviewers for signoff.',
      disabledReason: null,
    });
  if (abilities.return)
    buttons.push({
      action: 'return',
      label: 'Return to Draft',
      explanation: 'The course goes back to Draft for changes.',
      disabledReason: null,
    });
  if (abilities.finalize) {
    let disabledReason: string | null = null;
    if (!checks) disabledReason = 'The approval checklist is loading.';
    else if (failing.length > 0) disabledReason = `Finalize is unavailable while these sections fail: ${failing.join(', ')}.`;
    buttons.push({
      action: 'finalize',
      label: 'Finalize',
      explanation: `Version ${version} of the course is finalized and kept readable.`,
      disabledReason,
    });
  }
  if (abilities.reopen)
    buttons.push({
      action: 'reopen',
      label: 'Edit',
      explanation: `Editing a finalized course starts a new version (version ${version + 1}); version ${version} stays readable.`,
      disabledReason: null,
    });
  return buttons;
}

const HISTORY_ACTIONS: Readonly<Record<string, string>> = {
  submit: 'Submitted for Signoff',
  return: 'Returned to Draft',
  finalize: 'Finalized',
  reopen: 'Reopened for editing',
  Created: 'Created',
};

/** The workflow history's wording of an action. */
export function historyAction(action: string): string {
  return HISTORY_ACTIONS[action] ?? action;
}
