import { CLASS_MESSAGES, endpoints } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { markDay } from './attendance-write.ts';
import { classDayTimes, liveRosterRow, requireAttendanceChange } from './roster-access.ts';
import { changedRosterRow } from './roster-rows.ts';

export const markAttendance = defineRoute(endpoints.markAttendance, {
  summary: "Mark a learner's attendance on one class day (in_did_attend 1 or 0)",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await liveRosterRow(tx, params.rosterId);
    const cls = await requireAttendanceChange(tx, row.class_id, me());
    if (!(await classDayTimes(tx, cls.id, body.in_day))) throw invalid('body.in_day', CLASS_MESSAGES.missedTimeNotClassDay);
    await markDay(tx, row.id, body.in_day, { attended: body.in_did_attend === 1, by: me().personId, now });
    await touchClass(tx, cls.id, me().personId, now);
    return changedRosterRow(tx, cls, row.id, 'Attendance updated');
  },
});
