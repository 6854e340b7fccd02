import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { loadCourse } from '../../../shared/course-access.ts';
import { courseAgendaDays } from './class-day-checks.ts';

export const getCourseClassDays = defineRoute(endpoints.getCourseClassDays, {
  summary: "The days a new class of the course takes: each agenda day with its times (the first module's start to the last one's end)",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const course = await loadCourse(tx, params.id, me());
    return {
      course_id: course.id,
      title: course.title,
      course_status: course.course_status,
      days: await courseAgendaDays(tx, course.id),
    };
  },
});
