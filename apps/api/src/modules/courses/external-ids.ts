import { endpoints } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess, loadCourse, requireCourse, touchCourse } from './course-access.ts';

const list = async (tx: Queryable, courseId: number) =>
  (
    await tx.query<{ id: number; id_type: string; external_id_value: string }>(
      'SELECT id, id_type, external_id_value FROM course_external_ids WHERE course_id = $1 ORDER BY id_type, id',
      [courseId],
    )
  ).rows;

/** One call for the three verbs, as the spec has it: GET lists, ADD adds, DELETE removes; each answers the list. */
export const courseExternalIds = defineRoute(endpoints.courseExternalIds, {
  summary: 'List, add or delete the external ids of a course (CREDENTIAL ID, FOCUS CODE…)',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    if (body.methodVerb === 'GET') {
      await loadCourse(tx, params.id, me());
      return list(tx, params.id);
    }
    const course = await requireCourse(tx, params.id, me(), 'edit');
    if (body.methodVerb === 'ADD') {
      const { rows } = await tx.query(
        'INSERT INTO course_external_ids (course_id, id_type, external_id_value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
        [course.id, body.externalIdType, body.addIdValue],
      );
      if (rows.length === 0) throw conflict('This external id is already on the course.');
    } else {
      const { rowCount } = await tx.query('DELETE FROM course_external_ids WHERE id = $1 AND course_id = $2', [body.deleteId, course.id]);
      if (rowCount === 0) throw notFound('External id not found');
    }
    await touchCourse(tx, course.id, me().personId, now);
    return list(tx, course.id);
  },
});
