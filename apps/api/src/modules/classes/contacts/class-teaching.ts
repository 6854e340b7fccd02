import type { Queryable } from '../../../db/types.ts';

/**
 * Who teaches which module of a class, as the class runs: the instructors the class names for
 * a module, and for every other module of its course's agenda the module's own instructors.
 * Rows of (person_id, module_id). One definition for the instructor credit summary and the
 * certification checklist (issue 27: the checklist counted only the class's own rows, and said
 * "No instructor" of a class whose every module names one). `classExpr` and `courseExpr` are
 * SQL expressions (parameters or columns).
 */
export const classTeachingSql = (classExpr: string, courseExpr: string) =>
  `SELECT ci.person_id, ci.module_id FROM class_instructors ci WHERE ci.class_id = ${classExpr} AND ci.module_id IS NOT NULL
   UNION
   SELECT mi.person_id, mi.module_id FROM module_instructors mi JOIN agenda_modules m ON m.id = mi.module_id
    WHERE m.course_id = ${courseExpr}
      AND NOT EXISTS (SELECT 1 FROM class_instructors x WHERE x.class_id = ${classExpr} AND x.module_id = mi.module_id)`;

/**
 * A new class takes its agenda's module instructors as its own (they teach it: they see the
 * class and take its attendance), which the class can then change module by module.
 */
export async function takeAgendaInstructors(tx: Queryable, classId: number, courseId: number): Promise<void> {
  await tx.query(
    `INSERT INTO class_instructors (class_id, module_id, person_id)
     SELECT $1, mi.module_id, mi.person_id FROM module_instructors mi JOIN agenda_modules m ON m.id = mi.module_id
      WHERE m.course_id = $2 ORDER BY m.day, m.day_index, mi.person_id`,
    [classId, courseId],
  );
}
