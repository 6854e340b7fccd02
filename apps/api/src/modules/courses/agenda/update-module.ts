import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, courseIdOf, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { checkModule, saveModuleLinks } from './agenda-write.ts';
import { MODULE_COLUMNS, moduleValues } from './module-values.ts';

export const updateModule = defineRoute(endpoints.updateModule, {
  summary: "Edit a module's title, type, fields of study, knowledge level, times, credit flag, developer and instructors",
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, await courseIdOf(tx, 'agenda_modules', params.id), me(), 'edit');
    checkModule({ ...body, day: 1 });
    await tx.query(
      `UPDATE agenda_modules SET (${MODULE_COLUMNS}, updated_by, updated_at) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11) WHERE id = $1`,
      [params.id, ...moduleValues({ ...body, day: 1 }), me().personId, now],
    );
    await saveModuleLinks(tx, params.id, { ...body, day: 1 });
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Module saved' };
  },
});
