/**
 * Approval checklists (sections PASS or FAIL). Attestation and certification
 * checklists end with a 'Passed Approval' row and the vended content checklist with an
 * 'Approval Checklist' row; either FAILs when any section fails.
 */
export type ValidationStatus = 'PASS' | 'FAIL';

export interface ApprovalCheck {
  section: string;
  validation_status: ValidationStatus;
  message?: string;
}

export const PASSED_APPROVAL_SECTION = 'Passed Approval';
export const APPROVAL_CHECKLIST_SECTION = 'Approval Checklist';

/** True when no section fails; an empty checklist has nothing failing. */
export function allPass(checks: readonly Pick<ApprovalCheck, 'validation_status'>[]): boolean {
  return checks.every((check) => check.validation_status === 'PASS');
}

// A summary row already present (say, from a reload) is recomputed rather than judged or repeated.
function withSummaryRow<T extends ApprovalCheck>(checks: readonly T[], section: string): Array<T | ApprovalCheck> {
  const sections = checks.filter((check) => check.section !== section);
  return [...sections, { section, validation_status: allPass(sections) ? 'PASS' : 'FAIL' }];
}

/** The checks followed by 'Passed Approval': FAIL if any section fails, else PASS. */
export function withPassedApproval<T extends ApprovalCheck>(checks: readonly T[]): Array<T | ApprovalCheck> {
  return withSummaryRow(checks, PASSED_APPROVAL_SECTION);
}

/** The vended content checks followed by 'Approval Checklist': FAIL if any fails, else PASS. */
export function withApprovalChecklistRow<T extends ApprovalCheck>(checks: readonly T[]): Array<T | ApprovalCheck> {
  return withSummaryRow(checks, APPROVAL_CHECKLIST_SECTION);
}
