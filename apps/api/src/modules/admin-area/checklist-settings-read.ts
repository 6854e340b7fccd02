import { type ApprovalCheck, applyChecklistSettings, type ChecklistOfferingType } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';

/** The sections the firm turned off for an offering type (no row: the section applies). */
export async function sectionsNotApplying(tx: Queryable, type: ChecklistOfferingType): Promise<Set<string>> {
  const { rows } = await tx.query<{ section: string }>(
    'SELECT section FROM checklist_section_settings WHERE offering_type = $1 AND NOT applies',
    [type],
  );
  return new Set(rows.map((r) => r.section));
}

/** The checklist of a record of the type, without the sections that do not apply (ADR 0038). */
export async function withChecklistSettings<T extends ApprovalCheck>(
  tx: Queryable,
  type: ChecklistOfferingType,
  checks: readonly T[],
): Promise<T[]> {
  return applyChecklistSettings(checks, await sectionsNotApplying(tx, type));
}
