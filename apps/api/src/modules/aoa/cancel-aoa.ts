import { AOA_MESSAGES, AOA_OBJECT_TYPE, type CancelDecision, decideCancel, decidesAffidavits, endpoints } from '@cpe/contract';
import { forbidden } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { aoaAccess, loadAoa, touchAoa } from './aoa-access.ts';
import { notifyAoaDecision } from './aoa-notices.ts';

const REFUSALS: Record<Exclude<Extract<CancelDecision, { kind: 'refuse' }>['reason'], 'forbidden'>, string> = {
  chooseOne: AOA_MESSAGES.chooseOne,
  notSubmitted: AOA_MESSAGES.notSubmitted,
  cannotVoid: AOA_MESSAGES.cannotVoid,
};

/**
 * PUT /aoa/cancel {requestId, isClosed, isVoided, updatedBy}: isClosed
 * closes a Submitted affidavit as Not Approved (AOA050); isVoided voids a Draft or Submitted
 * one (its requestor or staff; the spec shows no permission check). A reason is optional and
 * kept; without one the history records none and the e-mail says 'No reason was given.'
 * (ADR 0053). A wrong state answers error, which the screen shows as a warning; success
 * answers 'Affidavit Voided or Not Approved'.
 */
export const cancelAoa = defineRoute(endpoints.cancelAoa, {
  summary: 'Void (Draft or Submitted) or close as Not Approved (Submitted, AOA050) an affidavit, with an optional reason',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ body, tx, me, now, tenant, services }) {
    const aoa = await loadAoa(tx, body.requestId, me(), { lock: true });
    const decision = decideCancel(
      { status: aoa.status },
      { close: body.isClosed === 1, void: body.isVoided === 1, mayDecide: decidesAffidavits(me().permissions) },
    );
    if (decision.kind === 'refuse') {
      if (decision.reason === 'forbidden') throw forbidden('Only AOA staff close an affidavit as Not Approved.');
      return { request_status: aoa.status, error: REFUSALS[decision.reason], message: null };
    }
    const personId = me().personId;
    const reason = body.reason || null;
    await tx.query('UPDATE affidavits SET status = $2, reason = $3, decided_by = $4, decided_at = $5 WHERE id = $1', [
      aoa.id,
      decision.status,
      reason,
      personId,
      now,
    ]);
    await touchAoa(tx, aoa.id, personId, now);
    await recordWorkflow(tx, {
      objectType: AOA_OBJECT_TYPE,
      objectId: aoa.id,
      action: decision.status === 'Voided' ? 'Voided' : 'Not Approved',
      from: aoa.status,
      to: decision.status,
      comment: reason,
      personId,
      now,
    });
    // The requestor is told unless they voided it themselves (notifyRequestor skips one's own doing).
    await notifyAoaDecision(tx, { tenant, services }, aoa, decision.status === 'Voided' ? 'voided' : 'notApproved', {
      by: personId,
      reason: reason ?? AOA_MESSAGES.noReasonGiven,
    });
    return { request_status: decision.status, error: null, message: AOA_MESSAGES.voidedOrNotApproved };
  },
});
