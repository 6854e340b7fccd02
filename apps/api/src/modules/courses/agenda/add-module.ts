import { endpoints } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { agendaSlots, checkModule, saveModuleLinks } from './agenda-write.ts';
import { MODULE_COLUMNS, moduleValues } from './module-values.ts';

export const addModule = defineRoute(endpoints.addModule, {
  summary: 'Add a module at the end of a day of the agenda (a day after the last one starts a new day)',
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    checkModule(body);
    const slots = await agendaSlots(tx, course.id);
    const lastDay = Math.max(0, ...slots.map((s) => s.day));
    if (body.day > lastDay + 1) throw invalid('body.day', `The agenda has ${lastDay} day(s); add to day ${lastDay + 1} at most.`);
    const dayIndex = slots.filter((s) => s.day === body.day).length + 1;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO agenda_modules (course_id, day, day_index, ${MODULE_COLUMNS}, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [course.id, body.day, dayIndex, ...moduleValues(body), me().personId, now],
    );
    const id = (rows[0] as { id: number }).id;
    await saveModuleLinks(tx, id, body);
    await touchCourse(tx, course.id, me().personId, now);
    return { id };
  },
});
