/**
 * The vended content checklist ('checklist items, approval-checklist validity', the 'Approval Checklist' row
 * 'Vended content checklist adds an 'Approval Checklist' row that FAILs if any fails'). It is
 * the course's checklist of the sections a vended item has steps for, a Vendor section, and
 * the closing 'Approval Checklist' row. The server gates approval on it and sends it to the
 * Approval step, so both read this one rule.
 */
import { type ApprovalCheck, withApprovalChecklistRow } from '../../platform/index.ts';

export const VENDED_CONTENT_MESSAGES = {
  vendorRequired: 'The item must name its vendor.',
  vendorInactive: 'The vendor is inactive: choose an active vendor.',
} as const;

/** The vendor the item names, or null when it names none. */
export interface ChecklistVendor {
  name: string;
  is_active: boolean;
}

// A vended item has no content review step ('/vendedcontent/{id}'), so the course's
// Content Review section does not apply; the course's details section is the item's 'Details'.
const SKIPPED_SECTIONS = new Set(['Content Review']);
const RENAMED_SECTIONS: Readonly<Record<string, string>> = { 'Course Details': 'Details' };

export function vendorCheck(vendor: ChecklistVendor | null): Required<ApprovalCheck> {
  if (!vendor) return { section: 'Vendor', validation_status: 'FAIL', message: VENDED_CONTENT_MESSAGES.vendorRequired };
  if (!vendor.is_active) return { section: 'Vendor', validation_status: 'FAIL', message: VENDED_CONTENT_MESSAGES.vendorInactive };
  return { section: 'Vendor', validation_status: 'PASS', message: '' };
}

export interface VendedContentChecklist {
  checklist: Required<ApprovalCheck>[];
  /** True when the closing 'Approval Checklist' row passes: the item may be approved. */
  approvalChecklistValid: boolean;
}

export function vendedContentChecklist(
  courseChecks: readonly Required<ApprovalCheck>[],
  vendor: ChecklistVendor | null,
): VendedContentChecklist {
  const sections = courseChecks
    .filter((c) => !SKIPPED_SECTIONS.has(c.section))
    .map((c) => ({ ...c, section: RENAMED_SECTIONS[c.section] ?? c.section }));
  sections.splice(1, 0, vendorCheck(vendor));
  const rows = withApprovalChecklistRow(sections).map((c) => ({ ...c, message: c.message ?? '' }));
  return { checklist: rows, approvalChecklistValid: rows.at(-1)?.validation_status === 'PASS' };
}
