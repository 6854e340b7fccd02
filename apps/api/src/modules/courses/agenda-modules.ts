import {
  agendaOrderBody,
  courseIdParams,
  createCourseResponse,
  isNormalizedOrder,
  type ModuleInput,
  moduleBody,
  moduleIdParams,
  moduleRemoveParams,
  okBody,
} from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { agendaSlots, checkModule, renumberAgenda, saveModuleLinks, saveSlots } from './agenda-write.ts';
import { courseAccess, courseIdOf, requireCourse, touchCourse } from './course-access.ts';

const MODULE_COLUMNS = 'title, description, module_type_id, knowledge_level_id, start_time, end_time, is_credit_qualified, developer_id';
const moduleValues = (b: ModuleInput) => [
  b.title,
  b.description ?? null,
  b.module_type_id ?? null,
  b.knowledge_level_id ?? null,
  b.start_time,
  b.end_time,
  b.is_credit_qualified,
  b.developer_id ?? null,
];

export const addModule = defineRoute({
  method: 'POST',
  url: '/agendas/module/:id',
  summary: 'Add a module at the end of a day of the agenda (a day after the last one starts a new day)',
  tags: ['agenda'],
  auth: courseAccess(),
  successStatus: 201,
  schema: { params: courseIdParams, body: moduleBody, response: createCourseResponse },
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

export const updateModule = defineRoute({
  method: 'PUT',
  url: '/agendas/module/:id',
  summary: "Edit a module's title, type, fields of study, knowledge level, times, credit flag, developer and instructors",
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: moduleIdParams, body: moduleBody.omit({ day: true }), response: okBody },
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

export const removeModule = defineRoute({
  method: 'PUT',
  url: '/agendas/module/remove/:moduleId',
  summary: 'Remove a module; an emptied day is removed and later days shift down by one',
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: moduleRemoveParams, response: okBody },
  async handler({ params, tx, me, now }) {
    const course = await requireCourse(tx, await courseIdOf(tx, 'agenda_modules', params.moduleId), me(), 'edit');
    await tx.query('DELETE FROM agenda_modules WHERE id = $1', [params.moduleId]);
    await renumberAgenda(tx, course.id, me().personId, now);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Module removed' };
  },
});

export const reorderAgenda = defineRoute({
  method: 'PUT',
  url: '/agendas/order/:id',
  summary: 'Save the order of the agenda after moves (drag and drop or keyboard): every module with its day and day_index',
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: courseIdParams, body: agendaOrderBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    const current = await agendaSlots(tx, course.id);
    const known = new Set(current.map((s) => s.module_id));
    const given = body.modules.map((m) => m.module_id);
    if (given.length !== known.size || !given.every((id) => known.has(id)) || new Set(given).size !== given.length) {
      throw invalid('body.modules', 'The order must list every module of the agenda exactly once.');
    }
    if (!isNormalizedOrder(body.modules)) {
      throw invalid('body.modules', 'Days must be numbered from 1 without gaps, and modules within a day from 1.');
    }
    await saveSlots(tx, current, body.modules, me().personId, now);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Agenda order saved' };
  },
});
