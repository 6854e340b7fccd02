import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess } from '../../../shared/course-access.ts';
import { addFeedback } from '../../learning-objects/index.ts';
import { courseObjectType } from '../course-object-type.ts';

export const addCourseFeedback = defineRoute(endpoints.addCourseFeedback, {
  summary: 'A reviewer leaves feedback on a page (a feedback section) or one of its fields',
  tags: ['feedback'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    return { id: await addFeedback(tx, courseObjectType, params.id, body, { session: me(), now }) };
  },
});
