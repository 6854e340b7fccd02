import { type ClassListRow, endpoints } from '@cpe/contract';
import { ymdSql } from '../../../db/sql.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';

/** The course's Classes step: every class of the course, newest start first. */
export const getCourseClasses = defineRoute(endpoints.getCourseClasses, {
  summary: "The course's classes with their status, dates and roster count (the course's Classes step)",
  tags: ['courses', 'classes'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    const course = await loadCourse(tx, params.id, me());
    const { rows } = await tx.query<ClassListRow>(
      `SELECT k.id, k.class_title, k.status, k.course_id, $2::text AS course_title, ${ymdSql('k.start_date')} AS start_date,
              (SELECT ${ymdSql('max(d.class_date)')} FROM class_days d WHERE d.class_id = k.id) AS end_date, k.timezone, k.lms_id, k.alternate_id,
              (SELECT count(*)::int FROM class_roster r WHERE r.class_id = k.id AND r.removed_at IS NULL) AS roster_count
         FROM classes k WHERE k.course_id = $1
        ORDER BY k.start_date DESC, k.id DESC`,
      [course.id, course.title],
    );
    return rows;
  },
});
