import { endpoints } from '@cpe/contract';
import { conflict, invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../course-access.ts';

export const addCoursePerson = defineRoute(endpoints.addCoursePerson, {
  summary: 'Add a contact (owner, developer, subject matter expert, reviewer, coordinator) to a course',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.agendaId, me(), 'edit');
    const { rows: people } = await tx.query("SELECT 1 FROM persons WHERE id = $1 AND person_type = 'internal'", [body.personId]);
    if (people.length === 0) throw invalid('body.personId', 'Course contacts are internal users of the firm.');
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO course_people (course_id, person_id, contact_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
      [course.id, body.personId, body.contactRole],
    );
    const row = rows[0];
    if (!row) throw conflict('This person is already a contact of the course in that role.');
    await touchCourse(tx, course.id, me().personId, now);
    return { id: row.id };
  },
});
