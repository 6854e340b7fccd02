import { CLASS_MESSAGES, endpoints } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { markEveryone } from './attendance-write.ts';
import { classDayTimes, requireAttendanceChange } from './roster-access.ts';

export const markAllLearners = defineRoute(endpoints.markAllLearners, {
  summary: 'Mark every learner on the roster on one class day (in_day), or on every class day without it, in one statement',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const cls = await requireAttendanceChange(tx, params.classId, me());
    if (body.in_day !== undefined && !(await classDayTimes(tx, cls.id, body.in_day)))
      throw invalid('body.in_day', CLASS_MESSAGES.missedTimeNotClassDay);
    const mark = { attended: body.in_did_attend === 1, by: me().personId, now };
    const count = await markEveryone(tx, cls.id, mark, body.in_day);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: `Attendance updated (${count} learner days changed)` };
  },
});
