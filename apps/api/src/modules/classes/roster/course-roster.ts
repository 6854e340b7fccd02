import { endpoints } from '@cpe/contract';
import { personNameSql, ymdSql } from '../../../db/sql.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';

/** The course's Roster step: who is on the rosters of its classes, with the days each attended. */
export const getCourseRoster = defineRoute(endpoints.getCourseRoster, {
  summary: "The learners on the rosters of the course's classes, with the days they attended (the course's Roster step)",
  tags: ['courses', 'classes'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    const course = await loadCourse(tx, params.id, me());
    const { rows } = await tx.query<Record<string, unknown>>(
      `SELECT r.id AS class_roster_id, k.id AS class_id, k.class_title, k.status AS class_status, ${ymdSql('k.start_date')} AS start_date,
              r.person_id, ${personNameSql('p')} AS name,
              (SELECT e.email_address FROM person_emails e WHERE e.person_id = p.id AND e.is_primary LIMIT 1) AS email_address,
              (SELECT count(*)::int FROM roster_attendance a WHERE a.roster_id = r.id AND a.attended) AS attended_days,
              (SELECT count(*)::int FROM class_days d WHERE d.class_id = k.id) AS class_days
         FROM class_roster r
         JOIN classes k ON k.id = r.class_id
         JOIN persons p ON p.id = r.person_id
        WHERE k.course_id = $1 AND r.removed_at IS NULL
        ORDER BY k.start_date DESC, k.id DESC, p.name_primary_last, p.name_primary_first
        LIMIT 5000`,
      [course.id],
    );
    return rows as never;
  },
});
