import { CLASS_MESSAGES, CLASS_OBJECT_TYPE, calls, LMS_TYPE_VALUES } from '@cpe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { POLL_INTERVAL_MS, pollUntil } from '../../../lib/poll-until.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useLmsSync } from '../../../lib/use-lms-sync.ts';
import { classKey } from '../api/class-queries.ts';
import type { ClassSyncStart } from '../api/class-types.ts';

/**
 * Import all of a class's details from the LMS (POST /class/import/sap/allDetails/{id};
 * "Class sync from SAP: start, poll until unprocessed messages are 0, then success and reload
 * the header; otherwise show the error messages"): start it under the overlay 'Syncing data from
 * {LMS}', poll POST /external-requests/status-by-loid (the class, type 3) every second until no
 * message is unprocessed, then 'Class {id} Sync Success!', reload the class and 'Class details
 * synced, grabbing updated information'; a refused start says the response's message, an
 * unanswered one 'Request could not be sent', a failed import the LMS's messages or 'Could not
 * sync class details'. No in_action: that is the manual sync's (the Sync button).
 */
export function useImportAllDetails(classId: number, status: string, createdBy: number | undefined, lms: string) {
  const queryClient = useQueryClient();
  return useLmsSync(
    async (signal, overlayDone) => {
      let started: ClassSyncStart;
      try {
        started = await call(calls.importClassAllDetails, {
          params: { id: classId },
          body: { in_lms: LMS_TYPE_VALUES.find((t) => t === lms), in_class_status: status, in_created_by: createdBy },
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
      const ended = await pollUntil(
        () => call(calls.statusByLoid, { body: { learningObjectId: classId, learningObjectTypeId: CLASS_OBJECT_TYPE }, signal }),
        (s) => s.unprocessed_messages === 0,
        { intervalMs: POLL_INTERVAL_MS, signal },
      );
      if (ended.status === 'failed' || ended.error_messages.length > 0) {
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
