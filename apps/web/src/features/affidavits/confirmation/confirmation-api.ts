import { AOA_MESSAGES, calls, type submitAoaResponse } from '@cpe/contract';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useAoaWrite } from '../api/aoa-queries.ts';

export type SubmitReply = z.infer<typeof submitAoaResponse>;

/** What the alert bar says of a submit that went through: the status it reached ('Submitted', or 'Approved'). */
export function submitSuccess(reply: SubmitReply): string | null {
  if (reply.error || reply.expire_error) return null;
  return reply.request_status === 'Approved' ? AOA_MESSAGES.approved : AOA_MESSAGES.submitted;
}

/**
 * PUT /aoa/submit {requestId, isConfirmed: 1, isSubmitted} ('Submitted', or
 * 'Approved' if isSubmitted=1): the learner's code-verified submit and a reviewer's approval
 * send 1, a document-backed submit 0; the server grants 'Approved' only where the code or the
 * caller's codes allow it (ADR 0053). An answer with error or expire_error is the caller's to show.
 */
export const useSubmitAoa = (requestId: number) =>
  useAoaWrite(requestId, (isSubmitted: 0 | 1) => call(calls.submitAoa, { body: { requestId, isConfirmed: 1, isSubmitted } }), {
    success: submitSuccess,
  });
