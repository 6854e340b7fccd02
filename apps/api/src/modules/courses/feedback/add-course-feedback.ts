import { addFeedbackBody, courseIdParams, createCourseResponse, FEEDBACK_SECTIONS } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { COURSE_OBJECT_TYPE, courseAccess, requireCourse, touchCourse } from '../course-access.ts';

export const addCourseFeedback = defineRoute({
  method: 'POST',
  url: '/agendas/feedback/:id',
  summary: 'A reviewer leaves feedback on a page (a feedback section of spec §9) or one of its fields',
  tags: ['feedback'],
  auth: courseAccess(),
  successStatus: 201,
  schema: { params: courseIdParams, body: addFeedbackBody, response: createCourseResponse },
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'leaveFeedback');
    if (!(FEEDBACK_SECTIONS as readonly string[]).includes(body.page_identifier)) {
      throw invalid('body.page_identifier', `Unknown page; one of: ${FEEDBACK_SECTIONS.join(', ')}.`);
    }
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO feedback (learning_object_type_id, learning_object_id, page_identifier, field_identifier, feedback_note, submitter_id, feedback_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [COURSE_OBJECT_TYPE, course.id, body.page_identifier, body.field_identifier ?? null, body.feedback_note, me().personId, now],
    );
    await touchCourse(tx, course.id, me().personId, now);
    return { id: (rows[0] as { id: number }).id };
  },
});
