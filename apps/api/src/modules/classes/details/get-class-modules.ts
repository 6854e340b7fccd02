import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../../../shared/class-access.ts';
import { classInstructorsOf, courseInstructorsOf } from './segment-people.ts';

export const getClassModules = defineRoute(endpoints.getClassModules, {
  summary: "The course's agenda modules with the instructors this class assigned to each (module instructor list)",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    const { rows } = await tx.query(
      `SELECT m.id AS module_id, m.day, m.day_index, m.title, m.start_time, m.end_time, m.is_credit_qualified,
              ${courseInstructorsOf('m.id')} AS course_instructors, ${classInstructorsOf('$1', 'm.id')} AS instructors
         FROM agenda_modules m WHERE m.course_id = $2
        ORDER BY m.day, m.day_index`,
      [cls.id, cls.course_id],
    );
    return rows as never;
  },
});
