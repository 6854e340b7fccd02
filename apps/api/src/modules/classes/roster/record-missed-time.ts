import { CLASS_MESSAGES, endpoints, type MissedTime, timeToMinutes, validateMissedTime } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { type ClassDayTimes, classDayTimes, liveRosterRow, requireAttendanceChange, ruleError } from './roster-access.ts';
import { changedRosterRow } from './roster-rows.ts';

/** The body field a missed-time message is about, so the 400 names it. */
function fieldOf(message: string, interval: MissedTime, times: ClassDayTimes | null): string {
  if (message === CLASS_MESSAGES.missedTimeNotClassDay) return 'body.in_day';
  if (message === CLASS_MESSAGES.missedTimeOrder) return 'body.in_returned_at';
  const start = timeToMinutes(interval.startAt);
  const dayStart = timeToMinutes(times?.start_time);
  // Outside the class times: the start when it is before the day begins, else the return.
  if (message !== CLASS_MESSAGES.missedTimeOverlap && start !== null && dayStart !== null && start >= dayStart)
    return 'body.in_returned_at';
  return 'body.in_start_at';
}

export const recordMissedTime = defineRoute(endpoints.recordMissedTime, {
  summary: 'Record missed time of a learner on a class day (HH:mm in the class timezone)',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await liveRosterRow(tx, params.rosterId);
    const cls = await requireAttendanceChange(tx, row.class_id, me());
    const times = await classDayTimes(tx, cls.id, body.in_day);
    const { rows: others } = await tx.query<MissedTime>(
      'SELECT start_at AS "startAt", returned_at AS "returnedAt" FROM roster_missed_times WHERE roster_id = $1 AND day = $2',
      [row.id, body.in_day],
    );
    const interval = { startAt: body.in_start_at, returnedAt: body.in_returned_at };
    const problem = validateMissedTime(interval, times, others);
    if (problem) throw ruleError(fieldOf(problem, interval, times), problem);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO roster_missed_times (roster_id, day, start_at, returned_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [row.id, body.in_day, body.in_start_at, body.in_returned_at, me().personId, now],
    );
    await touchClass(tx, cls.id, me().personId, now);
    return { id: rows[0]?.id ?? 0, ...(await changedRosterRow(tx, cls, row.id, 'Missed time recorded')) };
  },
});
