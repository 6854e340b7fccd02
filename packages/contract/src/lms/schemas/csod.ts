import { z } from 'zod';
import { idParam } from '../../platform/index.ts';

/**
 * POST /csod/submit-local-learning/{id} (ADR 0024): a local learning in Pending
 * Delivery goes to Cornerstone (CSOD) as a course (LO) and its class session. The call only
 * queues the submission; the screen polls GET /external-requests/status/{requestId} every
 * second until nothing is unprocessed, then reloads the header (Course LMS ID,
 * Class LMS ID, LMS Class Status).
 */
export const csodSubmitParams = z.object({ id: idParam });

export const csodSubmitResponse = z.object({
  /** The LMS sync request to poll with GET /external-requests/status/{id}. */
  requestId: z.number().int(),
  message: z.string(),
});
export type CsodSubmitResponse = z.infer<typeof csodSubmitResponse>;

/** What the submit answers; the outcome comes from polling. */
export const CSOD_SUBMIT_QUEUED_MESSAGE = 'The local learning was sent to Cornerstone; waiting for the LMS to process it.';
