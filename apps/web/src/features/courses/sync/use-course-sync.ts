import { calls } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { POLL_INTERVAL_MS, pollUntil, SYNC_RELOAD_DELAY_MS, sleep } from '../../../lib/poll-until.ts';
import { queueDone } from '../../../lib/queued-status.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useLmsSync } from '../../../lib/use-lms-sync.ts';
import { courseKey, errorMessage } from '../api/course-queries.ts';

export const SYNC_SUCCESS_MESSAGE = 'Course details synced, grabbing updated information';
export const SYNC_FAILED_MESSAGE = 'Could not sync course details';

/**
 * Sync a course with the tenant's LMS: POST /course/update-sap-course,
 * read data[0][0].request_id, poll its queued status every second while `syncing`
 * (the overlay) is on. Error messages go to the alert bar; on success, after 3 s, the
 * success message shows and the course (header, CPE details, every step) reloads.
 * Leaving the course stops the polling.
 */
export function useCourseSync(courseId: number, updatedBy: number | undefined) {
  const queryClient = useQueryClient();
  return useLmsSync(
    async (signal, overlayDone) => {
      const res = await call(calls.updateSapCourse, {
        body: { courseId, updatedBy },
      });
      const requestId = res.data[0]?.[0]?.request_id;
      if (requestId === undefined) throw new Error(SYNC_FAILED_MESSAGE);
      // Background polling every second ('LOID and queued status') until the LMS is done or errs.
      const status = await pollUntil(
        () => call(calls.getQueuedStatus, { params: { id: requestId } }),
        (s) => s.error_messages.length > 0 || queueDone(s),
        { intervalMs: POLL_INTERVAL_MS, signal },
      );
      if (status.error_messages.length > 0 || status.status === 'failed') {
        showAlert(status.error_messages.join(' ') || SYNC_FAILED_MESSAGE, 'error');
        return;
      }
      overlayDone();
      await sleep(SYNC_RELOAD_DELAY_MS, signal);
      showAlert(SYNC_SUCCESS_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
    },
    (error) => (error instanceof ApiError ? errorMessage(error) : SYNC_FAILED_MESSAGE),
  );
}
