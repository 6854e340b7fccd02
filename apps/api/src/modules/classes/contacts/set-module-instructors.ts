import { endpoints } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { requireClassAction } from '../details/require-class-action.ts';
import { replaceInstructors } from './replace-instructors.ts';

export const setModuleInstructors = defineRoute(endpoints.setModuleInstructors, {
  summary: "Sets the class's instructors of one agenda module of its course (the whole list)",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const cls = await requireClassAction(tx, params.id, me(), 'edit');
    const { rows } = await tx.query('SELECT 1 FROM agenda_modules WHERE id = $1 AND course_id = $2', [body.module_id, cls.course_id]);
    if (rows.length === 0) throw invalid('body.module_id', "Not a module of the class's course.");
    await replaceInstructors(tx, cls.id, body.module_id, body.person_ids);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: 'Module instructors saved' };
  },
});
