import type { ApprovalCheck } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { LearningObjectType } from './object-type.ts';

/**
 * The record's approval checklist (the Approval step). Each type gathers its facts
 * and the contract's rules evaluate them (checklist.ts: the closing 'Passed Approval' row is
 * PASS only when every section is), so the screen and the transition that gates on the same
 * checks never disagree.
 */
export function approvalChecklist(
  tx: Queryable,
  type: LearningObjectType,
  id: number,
  session: Session,
): Promise<Required<ApprovalCheck>[]> {
  return type.checklist(tx, id, session);
}
