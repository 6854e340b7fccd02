import { calls } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { PollAbortedError, PollTimeoutError, pollUntil } from '../../../lib/poll-until.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { courseKey } from '../api/course-queries.ts';

/**
 * The agenda-status poll ("Background polling every 1 second until done, for: … agenda
 * status (status_good 1)"; GET /agendas/status/{course_agenda_id}): on opening a course that
 * may be synced, ask every second until no LMS sync of it is in flight. While one is (started
 * earlier, or by someone else) `busy` holds the Sync button back; when it ends, the course
 * reloads with what the LMS changed. Leaving the course stops the poll.
 */
export function useAgendaStatus(courseId: number): { busy: boolean } {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let waited = false;
    pollUntil(
      () =>
        call(calls.getAgendaStatus, { params: { course_agenda_id: courseId }, signal }).then((answer) => {
          if (answer.status_good === 0) {
            waited = true;
            setBusy(true);
          }
          return answer;
        }),
      (answer) => answer.status_good === 1,
      { signal },
    )
      .then(() => {
        setBusy(false);
        if (waited) void queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
      })
      .catch((error: unknown) => {
        if (error instanceof PollAbortedError || signal.aborted) return;
        setBusy(false);
        // A failed agenda call is a warning; the server still refuses a second sync while one runs.
        if (!(error instanceof PollTimeoutError)) showAlert(errorMessage(error), 'warning');
      });
    return () => controller.abort();
  }, [courseId, queryClient]);
  return { busy };
}
