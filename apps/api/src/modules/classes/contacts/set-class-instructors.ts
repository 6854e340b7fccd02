import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { requireClassAction } from '../details/require-class-action.ts';
import { replaceInstructors } from './replace-instructors.ts';

export const setClassInstructors = defineRoute(endpoints.setClassInstructors, {
  summary: "Sets the class's preferred instructors (the whole list)",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const cls = await requireClassAction(tx, params.id, me(), 'edit');
    await replaceInstructors(tx, cls.id, null, body.person_ids);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: 'Instructors saved' };
  },
});
