import { classIdParams, classModulesResponse, classSegmentsResponse } from '@cpe/contract';
import { personNameSql, ymdSql } from '../../../db/sql.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../core/class-access.ts';

/** People as [{ person_id, name }] from a subquery over `persons p`. */
const peopleJson = (from: string) =>
  `coalesce((SELECT json_agg(json_build_object('person_id', p.id, 'name', ${personNameSql('p')}) ORDER BY p.name_primary_last, p.name_primary_first, p.id) ${from}), '[]')`;
const classInstructorsOf = (classExpr: string, moduleExpr: string) =>
  peopleJson(
    `FROM class_instructors ci JOIN persons p ON p.id = ci.person_id WHERE ci.class_id = ${classExpr} AND ci.module_id = ${moduleExpr}`,
  );
const courseInstructorsOf = (moduleExpr: string) =>
  peopleJson(`FROM module_instructors mi JOIN persons p ON p.id = mi.person_id WHERE mi.module_id = ${moduleExpr}`);

export const getClassSegments = defineRoute({
  method: 'GET',
  url: '/class/segments/:id',
  summary: "The class's segments: each class day with the agenda modules of that day, their times and instructors",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: classSegmentsResponse },
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

export const getClassModules = defineRoute({
  method: 'GET',
  url: '/class-modules/:id',
  summary: "The course's agenda modules with the instructors this class assigned to each (module instructor list)",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: classModulesResponse },
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
