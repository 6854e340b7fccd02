import { z } from 'zod';
import { CLASS_OBJECT_TYPE, COURSE_OBJECT_TYPE } from '../../class/index.ts';
import { bodyId } from '../../course/index.ts';
import { EXTERNAL_CPE_OBJECT_TYPE } from '../../external-cpe/index.ts';

/**
 * The queued status of LMS requests by learning object (POST
 * /external-requests/status-by-loid and status-by-type, whose payloads are ours; "LOID and
 * queued status (no unprocessed messages, or qty_in_queue 0)"). A certification is polled by
 * its class id with type 3 until no unprocessed messages remain.
 */

/** Learning object types with LMS requests: 1 course, 3 class. */
export const lmsObjectType = z.union([
  z.literal(COURSE_OBJECT_TYPE),
  z.literal(CLASS_OBJECT_TYPE),
  // An approved external CPE request sent to an LMS that takes external training (ADR 0022).
  z.literal(EXTERNAL_CPE_OBJECT_TYPE),
]);

const requestStatus = z.enum(['queued', 'sent', 'done', 'failed']);

/** The newest LMS request of one learning object; nulls and zeros when it has none. */
export const loidStatus = z.object({
  learning_object_id: z.number().int(),
  learning_object_type_id: lmsObjectType,
  request_id: z.number().int().nullable(),
  /** What the request does: course-sync, class-certify, class-import, class-push. */
  action: z.string().nullable(),
  status: requestStatus.nullable(),
  /** At least 1 while the request is queued or sent; 0 once it is done or failed. */
  unprocessed_messages: z.number().int(),
  qty_in_queue: z.number().int(),
  error_messages: z.array(z.string()),
  lms_id: z.string().nullable(),
});
export type LoidStatus = z.infer<typeof loidStatus>;

export const statusByLoidBody = z.object({ learningObjectId: bodyId, learningObjectTypeId: lmsObjectType });

/** At most this many learning objects per status-by-type call. */
export const STATUS_BY_TYPE_MAX_IDS = 50;

export const statusByTypeBody = z.object({
  learningObjectTypeId: lmsObjectType,
  learningObjectIds: z.array(bodyId).min(1).max(STATUS_BY_TYPE_MAX_IDS),
});

/** Every object's newest request; qty_in_queue counts those still queued or sent, unprocessed_messages sums theirs. */
export const statusByTypeResponse = z.object({
  learning_object_type_id: lmsObjectType,
  qty_in_queue: z.number().int(),
  unprocessed_messages: z.number().int(),
  requests: z.array(loidStatus),
});
