import type { SyncKind } from '../../lms/index.ts';
import { LmsError, requireLms } from '../../lms/index.ts';
import { CLASS_PART, CLASS_STATE_PART, keepClassLmsIds, lockSyncClass, pushWhatTheLmsLacks, sendClassState } from './class-lms-push.ts';
import { applyLmsClass } from './class-sync-apply.ts';

/** A sync of a class the LMS has (it is read back at once). */
export const CLASS_IMPORT_ACTION = 'class-import';
/** A sync of a class the LMS does not have yet: it is sent first, then read back. */
export const CLASS_PUSH_ACTION = 'class-push';

/**
 * Both actions: what the LMS lacks is sent first (the course, then the class with its roster:
 * a push, each part followed until the LMS has processed it and given its id); a Certified
 * class the LMS has gets its status and roster (sendClassState); then the class is read back
 * from the LMS and applied (a pull), which finishes the request. The same in every dialect.
 */
export const classSyncKind: SyncKind = {
  async next(tx, request, lms, key) {
    const connector = requireLms(lms);
    const cls = await lockSyncClass(tx, request.learning_object_id);
    const pushed = await pushWhatTheLmsLacks(tx, cls, request.step, connector, key);
    if (pushed) return pushed;
    // A Certified class is ours of record: the LMS gets its status and roster before the read
    // (unless it was just created with them, or has just taken them).
    if (cls.status === 'Certified' && request.step !== CLASS_PART && request.step !== CLASS_STATE_PART) {
      return sendClassState(tx, cls, connector, key);
    }
    const lmsId = cls.lms_id as string;
    return {
      async read() {
        const details = await connector.fetchClass(lmsId);
        if (!details) throw new LmsError(`Class ${lmsId} was not found in the LMS.`);
        return async (apply) => {
          // Locked again, and refused if it was voided while the LMS answered.
          await lockSyncClass(apply, cls.id);
          await applyLmsClass(apply, cls.id, details, request.created_by, new Date());
        };
      },
    };
  },
  onProcessed: keepClassLmsIds,
};
