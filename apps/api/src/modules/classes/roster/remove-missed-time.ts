import { endpoints } from '@cpe/contract';
import { notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { liveRosterRow, requireAttendanceChange } from './roster-access.ts';
import { changedRosterRow } from './roster-rows.ts';

export const removeMissedTime = defineRoute(endpoints.removeMissedTime, {
  summary: 'Remove a missed-time interval',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me, now }) {
    const { rows } = await tx.query<{ roster_id: number }>('SELECT roster_id FROM roster_missed_times WHERE id = $1', [
      params.missedTimeId,
    ]);
    const found = rows[0];
    if (!found) throw notFound('Missed time not found');
    const row = await liveRosterRow(tx, found.roster_id);
    const cls = await requireAttendanceChange(tx, row.class_id, me());
    await tx.query('DELETE FROM roster_missed_times WHERE id = $1', [params.missedTimeId]);
    await touchClass(tx, cls.id, me().personId, now);
    return changedRosterRow(tx, cls, row.id, 'Missed time removed');
  },
});
