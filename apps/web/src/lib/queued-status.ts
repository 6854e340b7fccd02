import type { queuedStatusResponse } from '@cpe/contract';
import type { z } from 'zod';

export type QueuedStatus = z.infer<typeof queuedStatusResponse>;

/**
 * Queued status rule: the LMS has finished with a queued request when nothing
 * is left in its queue or no messages are unprocessed. Every record that polls a queued LMS
 * request (a course's sync, a local learning's submission) stops on this.
 */
export function queueDone(status: Pick<QueuedStatus, 'qty_in_queue' | 'unprocessed_messages'>): boolean {
  return status.qty_in_queue === 0 || status.unprocessed_messages === 0;
}
