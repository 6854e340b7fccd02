import { COURSE_OBJECT_TYPE, endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess } from '../../../shared/course-access.ts';
import { resolveFeedback } from '../../learning-objects/index.ts';

export const resolveCourseFeedback = defineRoute(endpoints.resolveCourseFeedback, {
  summary: 'The owner resolves a feedback item with a resolution note',
  tags: ['feedback'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    await resolveFeedback(tx, params.feedbackId, body.resolution_note, { session: me(), now, onlyType: COURSE_OBJECT_TYPE });
    return { message: 'Feedback resolved' };
  },
});
