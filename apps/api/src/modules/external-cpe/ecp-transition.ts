import { canTransition, ECP_MESSAGES, ECP_TRANSITIONS, type EcpAction, EXTERNAL_CPE_OBJECT_TYPE } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { conflict } from '../../platform/errors.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import type { EcpRow } from './ecp-access.ts';

const VERB: Record<EcpAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  reopen: 'reopened',
  notApprove: 'closed as Not Approved',
};

/**
 * Moves a locked request along one of the contract's transitions (409 from any other state),
 * stamps who did it, and writes the workflow history that GET /requests/history lists.
 */
export async function transition(
  tx: Queryable,
  row: EcpRow,
  action: EcpAction,
  ctx: { personId: number; now: Date; comment?: string | undefined },
): Promise<EcpRow> {
  if (!canTransition(action, row.request_status)) throw conflict(ECP_MESSAGES.wrongState(VERB[action], row.request_status));
  const to = ECP_TRANSITIONS[action].to;
  const stamp =
    action === 'submit'
      ? ', submitted_by = $3, submitted_at = $4'
      : action === 'reopen'
        ? ', decided_by = NULL, decided_at = NULL'
        : ', decided_by = $3, decided_at = $4';
  await tx.query(`UPDATE external_cpe_requests SET request_status = $2${stamp}, updated_by = $3, updated_at = $4 WHERE id = $1`, [
    row.id,
    to,
    ctx.personId,
    ctx.now,
  ]);
  await recordWorkflow(tx, {
    objectType: EXTERNAL_CPE_OBJECT_TYPE,
    objectId: row.id,
    action,
    from: row.request_status,
    to,
    comment: ctx.comment ?? null,
    personId: ctx.personId,
    now: ctx.now,
  });
  return { ...row, request_status: to };
}
