import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, courseIdOf, requireCourse, touchCourse } from '../course-access.ts';

export const removeCoursePerson = defineRoute(endpoints.removeCoursePerson, {
  summary: 'Remove a contact from a course',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, tx, me, now }) {
    const course = await requireCourse(tx, await courseIdOf(tx, 'course_people', params.coursePeopleId), me(), 'edit');
    await tx.query('DELETE FROM course_people WHERE id = $1', [params.coursePeopleId]);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Contact removed' };
  },
});
