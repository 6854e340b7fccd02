import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, courseIdOf, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { renumberAgenda } from './agenda-write.ts';

export const removeModule = defineRoute(endpoints.removeModule, {
  summary: 'Remove a module; an emptied day is removed and later days shift down by one',
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, tx, me, now }) {
    const course = await requireCourse(tx, await courseIdOf(tx, 'agenda_modules', params.moduleId), me(), 'edit');
    await tx.query('DELETE FROM agenda_modules WHERE id = $1', [params.moduleId]);
    await renumberAgenda(tx, course.id, me().personId, now);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Module removed' };
  },
});
