import { EXTERNAL_CPE_OBJECT_TYPE, endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { classAccess } from '../../shared/class-access.ts';
import { IN_FLIGHT, newestRequests, requireVisible } from '../learning-objects/index.ts';

export const statusByType = defineRoute(endpoints.statusByType, {
  summary: 'The queued status of the newest LMS request of each learning object of one type; qty_in_queue counts those still in flight',
  tags: ['lms sync'],
  // A learner polls their own approved external CPE request (type 8): its policy then decides.
  auth: classAccess().or(
    allow.owner(
      'external CPE requests, each by its policy',
      (_, s) => (s.body as { learningObjectTypeId?: unknown } | undefined)?.learningObjectTypeId === EXTERNAL_CPE_OBJECT_TYPE,
    ),
  ),
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
