import { CLASS_MESSAGES, calls, classSyncAction, LMS_TYPE_VALUES } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { CLASS_STATUS_POLL_MS, pollUntil } from '../../../lib/poll-until.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useLmsSync } from '../../../lib/use-lms-sync.ts';
import { classKey } from '../api/class-queries.ts';
import type { ClassSyncStart, QueuedStatus } from '../api/class-types.ts';

/** How the LMS request ended (GET /external-requests/status/{uuid}); null when that cannot be read. */
async function outcome(uuid: string): Promise<QueuedStatus | null> {
  return call(calls.getQueuedStatus, { params: { id: uuid } }).catch(() => null);
}

/**
 * The manual class sync: POST /class/import/sap/{id} with the tenant's
 * LMS, and in_action manualClassSync only when that is SAP, the first LMS type (LCVISTA
 * and SABA have no such action: classSyncAction); under the overlay 'Syncing data from
 * {LMS}', GET /class/status/{id}
 * every 3 s until status_good is 1 (nothing in flight); then, unless the LMS request
 * failed, 'Class {id} Sync Success!', the class reloads and 'Class details synced,
 * grabbing updated information'. A refused start shows the response's message, an
 * unanswered one 'Request could not be sent', a failed sync the LMS's messages or 'Could
 * not sync class details'.
 */
export function useClassSync(classId: number, status: string, createdBy: number | undefined, lms = 'SAP') {
  const queryClient = useQueryClient();
  return useLmsSync(
    async (signal, overlayDone) => {
      let started: ClassSyncStart;
      try {
        started = await call(calls.importClass, {
          params: { id: classId },
          body: {
            in_lms: LMS_TYPE_VALUES.find((t) => t === lms),
            in_class_status: status,
            in_created_by: createdBy,
            in_action: classSyncAction(lms),
          },
        });
      } catch (error) {
        if (!signal.aborted) showAlert(error instanceof ApiError ? error.message : CLASS_MESSAGES.syncRequestFailed, 'error');
        return;
      }
      if (signal.aborted) return;
      if (!started.success) {
        showAlert(started.message || CLASS_MESSAGES.syncRequestFailed, 'error');
        return;
      }
      // Nothing in flight any more; a poll that gives up is a failed sync.
      await pollUntil(
        () => call(calls.getClassStatus, { params: { id: classId } }),
        (state) => state.status_good === 1,
        { intervalMs: CLASS_STATUS_POLL_MS, signal },
      );
      const ended = await outcome(started.uuid);
      if (signal.aborted) return;
      if (ended && (ended.status === 'failed' || ended.error_messages.length > 0)) {
        showAlert(ended.error_messages.join(' ') || CLASS_MESSAGES.syncFailed, 'error');
        return;
      }
      showAlert(CLASS_MESSAGES.syncSuccess(classId));
      overlayDone();
      await queryClient.invalidateQueries({ queryKey: classKey(classId) });
      if (!signal.aborted) showAlert(CLASS_MESSAGES.classSynced);
    },
    () => CLASS_MESSAGES.syncFailed,
  );
}
