import { DIALOG_TITLES, type IndependentStudyResponse, PASSED_APPROVAL_SECTION } from '@cpe/contract';

export type StudyAction = 'submit' | 'return' | 'finalize' | 'notApprove';

export interface StudyButton {
  action: StudyAction;
  label: string;
  /** What the confirmation says happens. */
  explanation: string;
  /** Why the button is disabled, or null when it may be pressed. */
  disabledReason: string | null;
  /** Not Approved is confirmed in the 'Do Not Approve' dialog. */
  dialogTitle?: string;
}

type Check = IndependentStudyResponse['checklist'][number];

/**
 * The workflow buttons of an independent study's Approval step, one per action its abilities
 * allow (the contract's independent study policy): its creator submits a Draft; the signoff
 * code's holder returns, finalizes or closes it Not Approved. Finalize stays disabled, naming
 * the failing sections, while the checklist has a FAIL (the server refuses it then too).
 */
export function studyButtons(abilities: IndependentStudyResponse['abilities'], checklist: readonly Check[]): StudyButton[] {
  const failing = checklist.filter((c) => c.validation_status === 'FAIL' && c.section !== PASSED_APPROVAL_SECTION).map((c) => c.section);
  const buttons: StudyButton[] = [];
  if (abilities.submit)
    buttons.push({
      action: 'submit',
      label: 'Submit',
      explanation: 'The independent study goes to its reviewers for signoff; it can no longer be edited.',
      disabledReason: null,
    });
  if (abilities.return)
    buttons.push({
      action: 'return',
      label: 'Return',
      explanation: 'The independent study goes back to Draft, for its creator to change.',
      disabledReason: null,
    });
  if (abilities.finalize)
    buttons.push({
      action: 'finalize',
      label: 'Finalize',
      explanation: 'The independent study is finalized: learners find it in their search and complete it.',
      disabledReason: failing.length > 0 ? `Finalize is unavailable while these sections fail: ${failing.join(', ')}.` : null,
    });
  if (abilities.notApprove)
    buttons.push({
      action: 'notApprove',
      label: 'Not Approved',
      explanation: 'The independent study is closed Not Approved; it cannot be edited or completed.',
      disabledReason: null,
      dialogTitle: DIALOG_TITLES.doNotApprove,
    });
  return buttons;
}
