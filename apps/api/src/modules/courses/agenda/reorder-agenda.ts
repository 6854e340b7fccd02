import { endpoints, isNormalizedOrder } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { agendaSlots, saveSlots } from './agenda-write.ts';

export const reorderAgenda = defineRoute(endpoints.reorderAgenda, {
  summary: 'Save the order of the agenda after moves (drag and drop or keyboard): every module with its day and day_index',
  tags: ['agenda'],
  auth: courseAccess(),
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
