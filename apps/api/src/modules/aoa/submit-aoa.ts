import {
  AOA_MESSAGES,
  AOA_OBJECT_TYPE,
  type AoaStatus,
  allPass,
  decideSubmit,
  decidesAffidavits,
  endpoints,
  type SubmitRefusal,
  VERIFY_TYPE,
  verifyAttendanceCode,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { forbidden } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { classCodes } from '../classes/index.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { type AoaRow, aoaAccess, attendedDayCount, loadAoa, touchAoa } from './aoa-access.ts';
import { applyApproval } from './aoa-approval.ts';
import { aoaChecklist } from './aoa-checklist.ts';
import { notifyAoaDecision } from './aoa-notices.ts';

const REFUSALS: Record<SubmitRefusal, string> = {
  notEditable: AOA_MESSAGES.notEditable,
  confirmFirst: AOA_MESSAGES.confirmFirst,
  needsVerification: AOA_MESSAGES.needsVerification,
  noDocuments: AOA_MESSAGES.noDocuments,
  needsAttendedDay: AOA_MESSAGES.needsAttendedDay,
  checklistFails: AOA_MESSAGES.checklistFails,
  notSubmitted: AOA_MESSAGES.notSubmitted,
  alreadySubmitted: AOA_MESSAGES.alreadySubmitted,
};

/** Whether the kept code's AOA expiry has passed by now (a code since removed counts as expired). */
async function codeExpired(tx: Queryable, aoa: AoaRow, now: Date): Promise<boolean> {
  if (aoa.verify_type_id !== VERIFY_TYPE.code || aoa.attend_code === null) return false;
  return verifyAttendanceCode(aoa.attend_code, await classCodes(tx, aoa.class_id), now, 'affidavit').outcome !== 'valid';
}

async function documentCount(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM documents WHERE learning_object_type_id = $1 AND learning_object_id = $2 AND removed_at IS NULL',
    [AOA_OBJECT_TYPE, id],
  );
  return rows[0]?.n ?? 0;
}

/**
 * PUT /aoa/submit (isConfirmed=1 gives 'Submitted', or 'Approved' if isSubmitted=1):
 * the requestor submits their Draft; with isSubmitted=1 a still-valid code approves it at
 * once, documents leave it Submitted. Staff (AOA050, not the requestor) approve a Submitted
 * one with isSubmitted=1 when the checklist passes. isSubmitted asks, the caller's codes and
 * the affidavit decide (decideSubmit, ADR 0053). A code whose AOA expiry passed clears the
 * verification and answers expire_error, keeping the Draft. Refusals answer error with the
 * status unchanged.
 */
export const submitAoa = defineRoute(endpoints.submitAoa, {
  summary: 'Submit a Draft affidavit (approved at once when code-verified), or approve a Submitted one (AOA050)',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ body, tx, me, now, tenant, services }) {
    const aoa = await loadAoa(tx, body.requestId, me(), { lock: true });
    const personId = me().personId;
    const staff = decidesAffidavits(me().permissions);
    if (aoa.status === 'Draft' && aoa.requestor_id !== personId) throw forbidden('Only the requestor submits their affidavit.');
    const decision = decideSubmit(
      {
        status: aoa.status,
        verifyTypeId: aoa.verify_type_id,
        rosterId: aoa.roster_id,
        isConfirmed: aoa.is_confirmed,
        attendedDays: await attendedDayCount(tx, aoa.id),
        codeVerified: aoa.attend_code !== null,
        documents: await documentCount(tx, aoa.id),
      },
      {
        confirmed: body.isConfirmed === 1,
        approve: body.isSubmitted === 1,
        asStaff: staff && aoa.requestor_id !== personId,
        codeExpired: await codeExpired(tx, aoa, now),
        checklistPasses: aoa.status === 'Submitted' && allPass(await aoaChecklist(tx, aoa)),
      },
    );
    if (decision.kind === 'refuse') return { request_status: aoa.status, error: REFUSALS[decision.reason], expire_error: null };
    if (decision.kind === 'expired') {
      await tx.query('UPDATE affidavits SET verify_type_id = NULL, attend_code = NULL WHERE id = $1', [aoa.id]);
      await touchAoa(tx, aoa.id, personId, now);
      return { request_status: aoa.status, error: null, expire_error: AOA_MESSAGES.codeExpired };
    }
    if (aoa.status === 'Draft')
      await tx.query(
        'UPDATE affidavits SET is_confirmed = true, confirmed_by = coalesce(confirmed_by, $2), confirmed_at = coalesce(confirmed_at, $3), submitted_at = $3 WHERE id = $1',
        [aoa.id, personId, now],
      );
    if (decision.kind === 'submit') {
      await tx.query("UPDATE affidavits SET status = 'Submitted' WHERE id = $1", [aoa.id]);
      await recordWorkflow(tx, {
        objectType: AOA_OBJECT_TYPE,
        objectId: aoa.id,
        action: 'Submitted',
        from: 'Draft',
        to: 'Submitted',
        personId,
        now,
      });
    } else {
      await tx.query("UPDATE affidavits SET status = 'Approved', decided_by = $2, decided_at = $3 WHERE id = $1", [aoa.id, personId, now]);
      await applyApproval(tx, aoa, personId, now, aoa.status === 'Draft' ? AOA_MESSAGES.verifiedByCode : null);
      // Staff approving a Submitted affidavit tell its requestor; a code-verified submit is the learner's own doing.
      if (aoa.status === 'Submitted') await notifyAoaDecision(tx, { tenant, services }, aoa, 'approved', { by: personId });
    }
    await touchAoa(tx, aoa.id, personId, now);
    const status: AoaStatus = decision.kind === 'submit' ? 'Submitted' : 'Approved';
    return { request_status: status, error: null, expire_error: null };
  },
});
