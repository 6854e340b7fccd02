import { APPROVAL_CHECKLIST_SECTION, type VendedContentResponse } from '@cpe/contract';

/**
 * Whether Approve shows and why it is disabled (Draft → Approved by VCP001; only
 * when the checklist's 'Approval Checklist' row passes, which the server also requires).
 */
export function approveState(item: Pick<VendedContentResponse, 'abilities' | 'checklist' | 'approvalChecklistValid'>): {
  shown: boolean;
  disabledReason: string | null;
} {
  if (!item.abilities.approve) return { shown: false, disabledReason: null };
  if (item.approvalChecklistValid) return { shown: true, disabledReason: null };
  const failing = item.checklist
    .filter((c) => c.validation_status === 'FAIL' && c.section !== APPROVAL_CHECKLIST_SECTION)
    .map((c) => c.section);
  return { shown: true, disabledReason: `Approve is unavailable while these sections fail: ${failing.join(', ')}.` };
}

const HISTORY_ACTIONS: Readonly<Record<string, string>> = { approve: 'Approved', Created: 'Created' };

/** The workflow history's wording of an action of a vended item. */
export const vendedHistoryAction = (action: string): string => HISTORY_ACTIONS[action] ?? action;
