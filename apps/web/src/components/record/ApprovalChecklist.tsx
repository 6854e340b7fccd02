import type { APPROVAL_CHECKLIST_SECTION, PASSED_APPROVAL_SECTION } from '@cpe/contract';
import { type ChecklistRow, ChecklistTable } from '../ChecklistTable.tsx';
import { EmptyState } from '../page/PageSection.tsx';
import type { FixLink } from '../record-workspace/record-steps.ts';

type SummaryRow = typeof PASSED_APPROVAL_SECTION | typeof APPROVAL_CHECKLIST_SECTION;

interface ApprovalChecklistProps {
  caption: string;
  checks: readonly ChecklistRow[];
  /** The step that fixes a failing section, when the person may open it (record-steps.ts recordFixLink). */
  fixLink?(section: string): FixLink | null;
  /**
   * Checklist rule: attestation and certification checklists end with 'Passed Approval', the vended
   * content checklist with 'Approval Checklist'; either FAILs when any section fails. Give it
   * when the server's list does not end with that row already (a row present is recomputed).
   */
  summaryRow?: SummaryRow;
}

/** The checks followed by the summary row, FAIL when any section fails (as the contract's withPassedApproval). */
function withSummaryRow(checks: readonly ChecklistRow[], section: SummaryRow): ChecklistRow[] {
  const sections = checks.filter((c) => c.section !== section);
  return [...sections, { section, validation_status: sections.every((c) => c.validation_status === 'PASS') ? 'PASS' : 'FAIL' }];
}

/**
 * A record's approval, certification or attestation checklist (course, class and the
 * types to come): each section PASS or FAIL with its message; a failing section links
 * to the step where it is fixed.
 */
export function ApprovalChecklist({ caption, checks, fixLink, summaryRow }: ApprovalChecklistProps) {
  if (checks.length === 0) return <EmptyState>Nothing to check yet.</EmptyState>;
  const rows = summaryRow ? withSummaryRow(checks, summaryRow) : checks;
  return <ChecklistTable caption={caption} checks={rows} fixLink={fixLink} />;
}
