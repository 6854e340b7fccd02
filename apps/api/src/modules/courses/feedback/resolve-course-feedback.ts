import { COURSE_OBJECT_TYPE, feedbackIdParams, okBody, resolveFeedbackBody } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { resolveFeedback } from '../../learning-objects/feedback.ts';
import { courseAccess } from '../course-access.ts';

export const resolveCourseFeedback = defineRoute({
  method: 'PUT',
  url: '/agendas/feedback/resolve/:feedbackId',
  summary: 'The owner resolves a feedback item with a resolution note',
  tags: ['feedback'],
  auth: courseAccess(),
  schema: { params: feedbackIdParams, body: resolveFeedbackBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    await resolveFeedback(tx, params.feedbackId, body.resolution_note, { session: me(), now, onlyType: COURSE_OBJECT_TYPE });
    return { message: 'Feedback resolved' };
  },
});
