import { CLASS_OBJECT_TYPE, type LoidStatus, loidStatus, statusByLoidBody, statusByTypeBody, statusByTypeResponse } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../auth/sessions.ts';
import { CLASS_CODES, loadClass } from '../classes/core/class-access.ts';
import { loadCourse } from '../courses/course-access.ts';

type ObjectType = LoidStatus['learning_object_type_id'];
const IN_FLIGHT = new Set(['queued', 'sent']);

/** Each object must be one the caller may see: another tenant's, or a hidden one, is a 404 like a missing one. */
async function requireVisible(tx: Queryable, type: ObjectType, ids: number[], session: Session): Promise<void> {
  for (const id of ids) {
    if (type === CLASS_OBJECT_TYPE) await loadClass(tx, id, session);
    else await loadCourse(tx, id, session);
  }
}

/** The newest request of each object, in the order asked (one statement, the requests' object index). */
async function newestRequests(tx: Queryable, type: ObjectType, ids: number[]): Promise<LoidStatus[]> {
  const { rows } = await tx.query<Omit<LoidStatus, 'learning_object_type_id'>>(
    `SELECT DISTINCT ON (learning_object_id) learning_object_id, id AS request_id, action, status, unprocessed_messages, qty_in_queue,
            error_messages, lms_id
       FROM lms_sync_requests WHERE learning_object_type_id = $1 AND learning_object_id = ANY($2::int[])
      ORDER BY learning_object_id, id DESC`,
    [type, ids],
  );
  const byObject = new Map(rows.map((r) => [r.learning_object_id, r]));
  return ids.map((id) => {
    const r = byObject.get(id);
    if (!r) {
      return {
        learning_object_id: id,
        learning_object_type_id: type,
        request_id: null,
        action: null,
        status: null,
        unprocessed_messages: 0,
        qty_in_queue: 0,
        error_messages: [],
        lms_id: null,
      };
    }
    const open = r.status !== null && IN_FLIGHT.has(r.status);
    // In flight, something is always left to process; finished, nothing is.
    return {
      ...r,
      learning_object_type_id: type,
      unprocessed_messages: open ? Math.max(1, r.unprocessed_messages) : 0,
      qty_in_queue: open ? r.qty_in_queue : 0,
    };
  });
}

export const statusByLoid = defineRoute({
  method: 'POST',
  url: '/external-requests/status-by-loid',
  summary: "The queued status of a learning object's newest LMS request (a class: type 3); finished when no unprocessed messages remain",
  tags: ['lms sync'],
  auth: allow.anyOf(...CLASS_CODES),
  schema: { body: statusByLoidBody, response: loidStatus },
  async handler({ body, tx, me }) {
    await requireVisible(tx, body.learningObjectTypeId, [body.learningObjectId], me());
    const [status] = await newestRequests(tx, body.learningObjectTypeId, [body.learningObjectId]);
    return status as LoidStatus;
  },
});

export const statusByType = defineRoute({
  method: 'POST',
  url: '/external-requests/status-by-type',
  summary: 'The queued status of the newest LMS request of each learning object of one type; qty_in_queue counts those still in flight',
  tags: ['lms sync'],
  auth: allow.anyOf(...CLASS_CODES),
  schema: { body: statusByTypeBody, response: statusByTypeResponse },
  async handler({ body, tx, me }) {
    const ids = [...new Set(body.learningObjectIds)];
    await requireVisible(tx, body.learningObjectTypeId, ids, me());
    const requests = await newestRequests(tx, body.learningObjectTypeId, ids);
    const open = requests.filter((r) => r.status !== null && IN_FLIGHT.has(r.status));
    return {
      learning_object_type_id: body.learningObjectTypeId,
      qty_in_queue: open.length,
      unprocessed_messages: open.reduce((sum, r) => sum + r.unprocessed_messages, 0),
      requests,
    };
  },
});
