import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess } from '../../../shared/course-access.ts';
import { listFeedback } from '../../learning-objects/index.ts';
import { courseObjectType } from '../course-object-type.ts';

export const listCourseFeedback = defineRoute(endpoints.listCourseFeedback, {
  summary: "Reviewer feedback on the course's pages and fields",
  tags: ['feedback'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    return (await listFeedback(tx, courseObjectType, params.id, me())) as never;
  },
});
