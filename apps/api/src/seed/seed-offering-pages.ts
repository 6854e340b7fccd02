import {
  INDEPENDENT_STUDY_STEP_LIST,
  LOCAL_LEARNING_STEP_LIST,
  OFFERING_PAGE_CATEGORY,
  type StepDeclaration,
  VENDED_CONTENT_STEP_LIST,
} from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { insertRows } from './insert-rows.ts';

/** The step lists of the other agenda kinds (ADR 0023), by page configuration category. */
const OFFERING_PAGES: readonly [string, readonly StepDeclaration[]][] = [
  [OFFERING_PAGE_CATEGORY.local_learning, LOCAL_LEARNING_STEP_LIST],
  [OFFERING_PAGE_CATEGORY.independent_study, INDEPENDENT_STUDY_STEP_LIST],
  [OFFERING_PAGE_CATEGORY.vended_content, VENDED_CONTENT_STEP_LIST],
];

/**
 * The page configuration of local learning, independent study and vended content, from the
 * contract's step lists; never overwrites a tenant's change (migration 0017 wrote the same
 * rows for the firms that existed).
 */
export async function seedOfferingPages(tx: Tx, t: number): Promise<void> {
  for (const [category, steps] of OFFERING_PAGES) {
    await insertRows(
      tx,
      'page_configs',
      steps.map((s, i) => ({
        tenant_id: t,
        category,
        step: s.key,
        title: s.title,
        path: s.path,
        finalized_permission: s.finalizedPermission ?? null,
        sort_order: i,
      })),
    );
  }
}
