import type { LoidStatus } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { requireObjectType } from './registry.ts';

type ObjectType = LoidStatus['learning_object_type_id'];

export const IN_FLIGHT = new Set(['queued', 'sent']);

/** Each object must be one the caller may see (its type's policy): another tenant's, or a hidden one, is a 404 like a missing one. */
export async function requireVisible(tx: Queryable, type: ObjectType, ids: number[], session: Session): Promise<void> {
  const objectType = requireObjectType(type);
  for (const id of ids) await objectType.require(tx, id, session, 'see');
}

/** The newest request of each object, in the order asked (one statement, the requests' object index). */
export async function newestRequests(tx: Queryable, type: ObjectType, ids: number[]): Promise<LoidStatus[]> {
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
