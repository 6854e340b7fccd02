import {
  addFeedbackBody,
  courseIdParams,
  createCourseResponse,
  FEEDBACK_SECTIONS,
  feedbackIdParams,
  feedbackListResponse,
  okBody,
  resolveFeedbackBody,
} from '@cpe/contract';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { COURSE_OBJECT_TYPE, courseAccess, loadCourse, requireCourse, touchCourse } from './course-access.ts';
import { FEEDBACK_SELECT } from './course-feedback-sql.ts';

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

export const resolveCourseFeedback = defineRoute({
  method: 'PUT',
  url: '/agendas/feedback/resolve/:feedbackId',
  summary: 'The owner resolves a feedback item with a resolution note',
  tags: ['feedback'],
  auth: courseAccess(),
  schema: { params: feedbackIdParams, body: resolveFeedbackBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const { rows } = await tx.query<{ learning_object_id: number; is_resolved: boolean }>(
      'SELECT learning_object_id, is_resolved FROM feedback WHERE id = $1 AND learning_object_type_id = $2',
      [params.feedbackId, COURSE_OBJECT_TYPE],
    );
    const item = rows[0];
    if (!item) throw notFound();
    const course = await requireCourse(tx, item.learning_object_id, me(), 'edit');
    if (item.is_resolved) throw conflict('This feedback is already resolved.');
    await tx.query('UPDATE feedback SET is_resolved = true, resolution_note = $2, resolver_id = $3, resolved_on = $4 WHERE id = $1', [
      params.feedbackId,
      body.resolution_note,
      me().personId,
      now,
    ]);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Feedback resolved' };
  },
});
