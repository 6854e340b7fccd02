import { endpoints } from '@cpe/contract';
import { ymdSql } from '../../../db/sql.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../../../shared/class-access.ts';
import { classInstructorsOf, courseInstructorsOf } from './segment-people.ts';

export const getClassSegments = defineRoute(endpoints.getClassSegments, {
  summary: "The class's segments: each class day with the agenda modules of that day, their times and instructors",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    // The class's own module instructors win; without them the course's are shown.
    const { rows } = await tx.query(
      `SELECT d.day, ${ymdSql('d.class_date')} AS date, m.id AS module_id, m.title, m.start_time, m.end_time, m.is_credit_qualified,
              CASE WHEN EXISTS (SELECT 1 FROM class_instructors x WHERE x.class_id = d.class_id AND x.module_id = m.id)
                   THEN ${classInstructorsOf('d.class_id', 'm.id')} ELSE ${courseInstructorsOf('m.id')} END AS instructors
         FROM class_days d JOIN agenda_modules m ON m.course_id = $2 AND m.day = d.day
        WHERE d.class_id = $1
        ORDER BY d.day, m.day_index`,
      [cls.id, cls.course_id],
    );
    return rows as never;
  },
});
