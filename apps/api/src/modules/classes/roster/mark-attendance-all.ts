import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { markAllDays } from './attendance-write.ts';
import { liveRosterRow, requireAttendanceChange } from './roster-access.ts';
import { changedRosterRow } from './roster-rows.ts';

export const markAttendanceAll = defineRoute(endpoints.markAttendanceAll, {
  summary: "Mark a learner's attendance on every class day",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await liveRosterRow(tx, params.rosterId);
    const cls = await requireAttendanceChange(tx, row.class_id, me());
    await markAllDays(tx, row.id, { attended: body.in_did_attend === 1, by: me().personId, now });
    await touchClass(tx, cls.id, me().personId, now);
    return changedRosterRow(tx, cls, row.id, 'Attendance updated');
  },
});
