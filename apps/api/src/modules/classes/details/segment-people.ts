import { personNameSql } from '../../../db/sql.ts';

/** People as [{ person_id, name }] from a subquery over `persons p`. */
const peopleJson = (from: string) =>
  `coalesce((SELECT json_agg(json_build_object('person_id', p.id, 'name', ${personNameSql('p')}) ORDER BY p.name_primary_last, p.name_primary_first, p.id) ${from}), '[]')`;

export const classInstructorsOf = (classExpr: string, moduleExpr: string) =>
  peopleJson(
    `FROM class_instructors ci JOIN persons p ON p.id = ci.person_id WHERE ci.class_id = ${classExpr} AND ci.module_id = ${moduleExpr}`,
  );

export const courseInstructorsOf = (moduleExpr: string) =>
  peopleJson(`FROM module_instructors mi JOIN persons p ON p.id = mi.person_id WHERE mi.module_id = ${moduleExpr}`);
