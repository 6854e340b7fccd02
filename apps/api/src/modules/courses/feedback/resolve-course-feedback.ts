import { feedbackIdParams, okBody, resolveFeedbackBody } from '@cpe/contract';
import { conflict, notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { COURSE_OBJECT_TYPE, courseAccess, requireCourse, touchCourse } from '../course-access.ts';

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
