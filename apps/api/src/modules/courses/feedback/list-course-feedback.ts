import { courseIdParams, feedbackListResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { listFeedback } from '../../learning-objects/feedback.ts';
import { courseAccess } from '../course-access.ts';
import { courseObjectType } from '../course-object-type.ts';

export const listCourseFeedback = defineRoute({
  method: 'GET',
  url: '/agendas/feedback/:id',
  summary: "Reviewer feedback on the course's pages and fields",
  tags: ['feedback'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: feedbackListResponse },
  async handler({ params, tx, me }) {
    return (await listFeedback(tx, courseObjectType, params.id, me())) as never;
  },
});
