import type { workflowHistoryResponse } from '@cpe/contract';
import type { z } from 'zod';
import { formatDisplay } from '../../lib/dates.ts';
import type { Column } from '../record/RecordTable.tsx';

/** One entry of a record's workflow log (GET …/history/{id}), as every record type's answers it. */
export type WorkflowHistoryRow = z.infer<typeof workflowHistoryResponse>[number];

/** The columns a history table may show, in the order they stand. */
export type HistoryColumnName = 'Date' | 'Action' | 'Status' | 'Version' | 'By' | 'Comment';

/** The columns most record types show; the agenda kinds with versions add 'Version'. */
export const DEFAULT_HISTORY_COLUMNS: readonly HistoryColumnName[] = ['Date', 'Action', 'Status', 'By', 'Comment'];

export interface HistoryWording {
  /** The action in words ('submit' → 'Submitted'); the stored action as it is otherwise. */
  actionLabel?(action: string): string;
  /** Who an entry without a person is shown as (the class: 'System' for what the server did). */
  nobody?: string;
  timezone: string | undefined;
}

/** The status change of an entry: 'Draft → Submitted', or the one status there is. */
export const statusChange = (h: WorkflowHistoryRow) => [h.from_status, h.to_status].filter(Boolean).join(' → ');

/** The table's columns, chosen by name, each cell as every history screen writes it. */
export function historyColumns(
  names: readonly HistoryColumnName[],
  { actionLabel = (a) => a, nobody = '', timezone }: HistoryWording,
): Column<WorkflowHistoryRow>[] {
  const cells: Record<HistoryColumnName, Column<WorkflowHistoryRow>['cell']> = {
    Date: (h) => formatDisplay(h.occurred_at, timezone),
    Action: (h) => actionLabel(h.action),
    Status: statusChange,
    Version: (h) => h.version ?? '',
    By: (h) => h.person_name ?? nobody,
    Comment: (h) => h.comment ?? '',
  };
  return names.map((header) => ({ header, cell: cells[header] }));
}
