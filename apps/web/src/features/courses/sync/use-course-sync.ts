import type { queuedStatusResponse, updateSapCourseResponse } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { courseKey, errorMessage } from '../api/course-queries.ts';

export type QueuedStatus = z.infer<typeof queuedStatusResponse>;

/** Background polling every 1 second (spec §4 'LOID and queued status', §9). */
export const SYNC_POLL_MS = 1000;
/** Delay before the course reloads after a sync (spec §9). */
export const SYNC_RELOAD_DELAY_MS = 3000;
export const SYNC_SUCCESS_MESSAGE = 'Course details synced, grabbing updated information';
export const SYNC_FAILED_MESSAGE = 'Could not sync course details';

/** The LMS has finished with the request: nothing left in its queue, or no unprocessed messages. */
export function queueDone(status: Pick<QueuedStatus, 'qty_in_queue' | 'unprocessed_messages'>): boolean {
  return status.qty_in_queue === 0 || status.unprocessed_messages === 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sync a course with the tenant's LMS (spec §4 Course): POST /course/update-sap-course,
 * read data[0][0].request_id, poll its queued status every second while `syncing`
 * (the overlay) is on. Error messages go to the alert bar; on success, after 3 s, the
 * success message shows and the course (header, CPE details, every step) reloads.
 * Leaving the course stops the polling.
 */
export function useCourseSync(courseId: number, updatedBy: number | undefined) {
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(async () => {
    const gone = () => !mounted.current;
    setSyncing(true);
    try {
      const res = await api<z.infer<typeof updateSapCourseResponse>>('POST', '/course/update-sap-course', {
        body: { courseId, updatedBy },
      });
      const requestId = res.data[0]?.[0]?.request_id;
      if (requestId === undefined) throw new Error(SYNC_FAILED_MESSAGE);
      let status = await api<QueuedStatus>('GET', `/external-requests/status/${requestId}`);
      while (!gone() && status.error_messages.length === 0 && !queueDone(status)) {
        await sleep(SYNC_POLL_MS);
        if (gone()) return;
        status = await api<QueuedStatus>('GET', `/external-requests/status/${requestId}`);
      }
      if (gone()) return;
      if (status.error_messages.length > 0 || status.status === 'failed') {
        showAlert(status.error_messages.join(' ') || SYNC_FAILED_MESSAGE, 'error');
        return;
      }
      setSyncing(false);
      await sleep(SYNC_RELOAD_DELAY_MS);
      if (gone()) return;
      showAlert(SYNC_SUCCESS_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
    } catch (error) {
      if (!gone()) showAlert(error instanceof ApiError ? errorMessage(error) : SYNC_FAILED_MESSAGE, 'error');
    } finally {
      // The overlay is cleared in all cases (spec §8).
      if (!gone()) setSyncing(false);
    }
  }, [courseId, updatedBy, queryClient]);

  return { syncing, start };
}
