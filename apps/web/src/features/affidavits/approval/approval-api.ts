import { AOA_MESSAGES, calls } from '@cpe/contract';
import { call } from '../../../lib/call.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useAoaResource, useAoaWrite } from '../api/aoa-queries.ts';

/** GET /aoa/validation/{id}: the approval checklist, and whether it rejects the affidavit. */
export const useAoaValidation = (requestId: number) =>
  useAoaResource(requestId, 'validation', (signal) => call(calls.getAoaValidation, { params: { id: requestId }, signal }));

export type CancelKind = 'void' | 'notApproved';

/**
 * PUT /aoa/cancel {requestId, isClosed, isVoided, updatedBy}, with the reason when
 * one was given: isVoided (Draft or Submitted; the requestor or staff) or isClosed (Not
 * Approved, AOA050). Success says 'Affidavit Voided or Not Approved'; an answer carrying an
 * error is a warning, and the affidavit reloads either way.
 */
export const useCancelAoa = (requestId: number) =>
  useAoaWrite(
    requestId,
    async ({ kind, reason }: { kind: CancelKind; reason: string }) => {
      const updatedBy = sessionStore.get().user?.person_id;
      const reply = await call(calls.cancelAoa, {
        body: {
          requestId,
          isClosed: kind === 'notApproved' ? 1 : 0,
          isVoided: kind === 'void' ? 1 : 0,
          ...(updatedBy === undefined ? {} : { updatedBy }),
          ...(reason ? { reason } : {}),
        },
      });
      if (reply.error) showAlert(reply.error, 'warning');
      return reply;
    },
    { success: (reply) => (reply.error ? null : (reply.message ?? AOA_MESSAGES.voidedOrNotApproved)) },
  );
