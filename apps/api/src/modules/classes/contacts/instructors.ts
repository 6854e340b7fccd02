import { classIdParams, classInstructorsResponse, okBody, setInstructorsBody, setModuleInstructorsBody } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass, touchClass } from '../core/class-access.ts';
import { requireClassAction } from '../details/update-class.ts';
import { instructorCredits } from '../lifecycle/instructor-credits.ts';

/** Replaces the class's instructors of one module (null: the preferred instructors of the class). */
async function replaceInstructors(tx: Queryable, classId: number, moduleId: number | null, personIds: readonly number[]): Promise<void> {
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

export const getClassInstructors = defineRoute({
  method: 'GET',
  url: '/class/instructor/:id',
  summary:
    "The class's instructors (preferred, or teaching a module) with the credits of the modules they teach: the instructor credit summary",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: classInstructorsResponse },
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    return instructorCredits(tx, cls);
  },
});

export const setClassInstructors = defineRoute({
  method: 'PUT',
  url: '/class/instructor/:id',
  summary: "Sets the class's preferred instructors (the whole list)",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, body: setInstructorsBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const cls = await requireClassAction(tx, params.id, me(), 'edit');
    await replaceInstructors(tx, cls.id, null, body.person_ids);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: 'Instructors saved' };
  },
});

export const setModuleInstructors = defineRoute({
  method: 'PUT',
  url: '/class/module-instructors/:id',
  summary: "Sets the class's instructors of one agenda module of its course (the whole list)",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, body: setModuleInstructorsBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const cls = await requireClassAction(tx, params.id, me(), 'edit');
    const { rows } = await tx.query('SELECT 1 FROM agenda_modules WHERE id = $1 AND course_id = $2', [body.module_id, cls.course_id]);
    if (rows.length === 0) throw invalid('body.module_id', "Not a module of the class's course.");
    await replaceInstructors(tx, cls.id, body.module_id, body.person_ids);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: 'Module instructors saved' };
  },
});
