import { endpoints, type LoidStatus } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { classAccess } from '../../shared/class-access.ts';
import { newestRequests, requireVisible } from '../learning-objects/index.ts';

export const statusByLoid = defineRoute(endpoints.statusByLoid, {
  summary: "The queued status of a learning object's newest LMS request (a class: type 3); finished when no unprocessed messages remain",
  tags: ['lms sync'],
  auth: classAccess(),
  async handler({ body, tx, me }) {
    await requireVisible(tx, body.learningObjectTypeId, [body.learningObjectId], me());
    const [status] = await newestRequests(tx, body.learningObjectTypeId, [body.learningObjectId]);
    return status as LoidStatus;
  },
});
