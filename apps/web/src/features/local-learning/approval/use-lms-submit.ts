import { calls } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { POLL_INTERVAL_MS, pollUntil } from '../../../lib/poll-until.ts';
import { type QueuedStatus, queueDone } from '../../../lib/queued-status.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useLmsSync } from '../../../lib/use-lms-sync.ts';
import { localLearningKey } from '../api/ll-queries.ts';

export const LMS_SUBMIT_FAILED = 'The local learning could not be submitted to the LMS.';
export const LMS_SUBMIT_DONE = 'The LMS accepted the local learning.';

/** What the overlay says while the LMS works: how many messages it still has to process. */
export function submitProgress(status: Pick<QueuedStatus, 'qty_in_queue' | 'unprocessed_messages'> | null): string {
  if (status === null) return 'Sending the local learning to the LMS';
  const left = Math.max(status.qty_in_queue, status.unprocessed_messages);
  return `Waiting for the LMS: ${left} message${left === 1 ? '' : 's'} left to process`;
}

/**
 * Submit to LMS: POST /csod/submit-local-learning/{id} queues the submission;
 * its request is polled every second (GET /external-requests/status/{id}) until the LMS is
 * done or reports errors, the overlay saying how far it is. The outcome goes to the alert
 * bar and the local learning (header: Course LMS ID, Class LMS ID, LMS Class Status) reloads
 * either way. Leaving the record stops the polling.
 */
export function useLmsSubmit(id: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(submitProgress(null));
  const sync = useLmsSync(
    async (signal) => {
      setProgress(submitProgress(null));
      const { requestId } = await call(calls.submitLocalLearningToCsod, { params: { id } });
      try {
        const status = await pollUntil(
          () => call(calls.getQueuedStatus, { params: { id: requestId }, signal }),
          (s) => {
            setProgress(submitProgress(s));
            return s.error_messages.length > 0 || s.status === 'failed' || queueDone(s);
          },
          { intervalMs: POLL_INTERVAL_MS, signal },
        );
        const failed = status.error_messages.length > 0 || status.status === 'failed';
        showAlert(failed ? status.error_messages.join(' ') || LMS_SUBMIT_FAILED : LMS_SUBMIT_DONE, failed ? 'error' : 'success');
      } finally {
        if (!signal.aborted) await queryClient.invalidateQueries({ queryKey: localLearningKey(id) });
      }
    },
    (error) => (error instanceof ApiError ? errorMessage(error) : LMS_SUBMIT_FAILED),
  );
  return { ...sync, progress };
}
