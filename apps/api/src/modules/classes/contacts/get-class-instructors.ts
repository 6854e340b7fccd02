import { classIdParams, classInstructorsResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../core/class-access.ts';
import { instructorCredits } from '../lifecycle/instructor-credits.ts';

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
