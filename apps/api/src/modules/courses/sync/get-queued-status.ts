import { endpoints, LOCAL_LEARNING_ACCESS_CODES } from '@cpe/contract';
import { allow } from '../../../platform/authorize.ts';
import { notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { CLASS_OBJECT_TYPE, classAccess, loadClass } from '../../../shared/class-access.ts';
import { COURSE_OBJECT_TYPE, loadCourse } from '../../../shared/course-access.ts';
import { loadSyncRequest } from '../../lms/index.ts';

export const getQueuedStatus = defineRoute(endpoints.getQueuedStatus, {
  summary: 'The queued status of an LMS sync request: done when nothing is unprocessed or qty_in_queue is 0',
  tags: ['lms sync'],
  // Local learning staff poll their Cornerstone submissions here too (ADR 0024); the record decides.
  auth: classAccess().or(allow.anyOf(...LOCAL_LEARNING_ACCESS_CODES)),
  async handler({ params, tx, me }) {
    const request = await loadSyncRequest(tx, params.id);
    if (!request) throw notFound();
    if (request.learning_object_type_id === COURSE_OBJECT_TYPE) await loadCourse(tx, request.learning_object_id, me());
    else if (request.learning_object_type_id === CLASS_OBJECT_TYPE) await loadClass(tx, request.learning_object_id, me());
    const { request_id, status, qty_in_queue, unprocessed_messages, error_messages, lms_id } = request;
    return { request_id, status, qty_in_queue, unprocessed_messages, error_messages, lms_id };
  },
});
