import { courseIdParams, feedbackListResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { COURSE_OBJECT_TYPE, courseAccess, loadCourse } from '../course-access.ts';
import { FEEDBACK_SELECT } from '../course-feedback-sql.ts';

export const listCourseFeedback = defineRoute({
  method: 'GET',
  url: '/agendas/feedback/:id',
  summary: "Reviewer feedback on the course's pages and fields",
  tags: ['feedback'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: feedbackListResponse },
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    const { rows } = await tx.query(FEEDBACK_SELECT, [COURSE_OBJECT_TYPE, params.id]);
    return rows as never;
  },
});
