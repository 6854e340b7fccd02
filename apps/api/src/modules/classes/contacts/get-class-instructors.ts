import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../../../shared/class-access.ts';
import { instructorCredits } from '../lifecycle/instructor-credits.ts';

export const getClassInstructors = defineRoute(endpoints.getClassInstructors, {
  summary:
    "The class's instructors (preferred, or teaching a module) with the credits of the modules they teach: the instructor credit summary",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    return instructorCredits(tx, cls);
  },
});
