import { CLASS_DAY_MESSAGES, canEditClassDays, endpoints } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { conflict } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { addMissingDailyCodes } from '../codes/class-codes.ts';
import { requireClassAction } from '../details/require-class-action.ts';
import { requireValidDays } from './class-day-checks.ts';
import { saveClassDays } from './class-days-write.ts';

/** A day that is removed takes nothing with it: no learner's attendance or missed time may be recorded on it. */
export async function requireNoRecordsAfter(tx: Queryable, classId: number, lastDay: number): Promise<void> {
  const { rows } = await tx.query<{ day: number }>(
    `SELECT min(x.day) AS day FROM (
       SELECT a.day FROM roster_attendance a JOIN class_roster r ON r.id = a.roster_id WHERE r.class_id = $1 AND a.day > $2 AND a.attended
       UNION ALL
       SELECT m.day FROM roster_missed_times m JOIN class_roster r ON r.id = m.roster_id WHERE r.class_id = $1 AND m.day > $2) x`,
    [classId, lastDay],
  );
  const day = rows[0]?.day;
  if (day != null) throw conflict(CLASS_DAY_MESSAGES.dayHasAttendance(day));
}

export const updateClassDays = defineRoute(endpoints.updateClassDays, {
  summary: "The class's days (dates and times in the class timezone), day 1 first, while the class is Uncertified and editable",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const cls = await requireClassAction(tx, params.id, me(), 'edit');
    if (!canEditClassDays(cls, cls.abilities)) throw conflict(CLASS_DAY_MESSAGES.notEditable);
    await requireValidDays(tx, cls.course_id, body.days, cls.timezone);
    await requireNoRecordsAfter(tx, cls.id, body.days.length);
    // Unattended rows of removed days would come back if the day were added again.
    await tx.query('DELETE FROM roster_attendance a USING class_roster r WHERE r.id = a.roster_id AND r.class_id = $1 AND a.day > $2', [
      cls.id,
      body.days.length,
    ]);
    await saveClassDays(tx, cls.id, body.days, cls.timezone);
    await addMissingDailyCodes(tx, cls.id);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: CLASS_DAY_MESSAGES.daysSaved };
  },
});
