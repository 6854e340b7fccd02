import type { Queryable } from '../../../db/types.ts';
import { invalid } from '../../../platform/errors.ts';

/** Replaces the class's instructors of one module (null: the preferred instructors of the class). */
export async function replaceInstructors(
  tx: Queryable,
  classId: number,
  moduleId: number | null,
  personIds: readonly number[],
): Promise<void> {
  const unique = [...new Set(personIds)];
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM persons WHERE id = ANY($1::int[])', [unique]);
  if (rows.length !== unique.length) throw invalid('body.person_ids', 'Unknown person.');
  await tx.query(
    'DELETE FROM class_instructors WHERE class_id = $1 AND module_id IS NOT DISTINCT FROM $2::int AND NOT (person_id = ANY($3::int[]))',
    [classId, moduleId, unique],
  );
  await tx.query(
    `INSERT INTO class_instructors (class_id, module_id, person_id)
     SELECT $1, $2::int, p FROM unnest($3::int[]) AS p
      WHERE NOT EXISTS (SELECT 1 FROM class_instructors x WHERE x.class_id = $1 AND x.module_id IS NOT DISTINCT FROM $2::int AND x.person_id = p)`,
    [classId, moduleId, unique],
  );
}
