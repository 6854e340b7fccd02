import { classDaysProblems, localLearningDays, scheduleOf } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import { addMissingDailyCodes, generateAttendanceCodes, readClassDays, requireNoRecordsAfter, saveClassDays } from '../classes/index.ts';

/**
 * Sets a local learning's schedule on its class: one class day per date from `start` to
 * `end` ('YYYY-MM-DD HH:mm' in the class timezone), through the one writer of class days,
 * so the class has days to take attendance on; its first schedule brings its attendance
 * code (one for the whole class, like a new class's default). A day that is dropped may
 * not have attendance recorded (as on the class's own Class Agenda).
 */
export async function writeSchedule(tx: Queryable, classId: number, timezone: string, start: string, end: string): Promise<void> {
  const schedule = localLearningDays(start, end);
  if ('field' in schedule) throw invalid(`body.${schedule.field}`, schedule.message);
  const problem = classDaysProblems(schedule.days, timezone, 0)[0];
  if (problem) throw invalid(problem.field.endsWith('end_time') ? 'body.end' : 'body.start', problem.message);
  await requireNoRecordsAfter(tx, classId, schedule.days.length);
  await tx.query('DELETE FROM roster_attendance a USING class_roster r WHERE r.id = a.roster_id AND r.class_id = $1 AND a.day > $2', [
    classId,
    schedule.days.length,
  ]);
  await saveClassDays(tx, classId, schedule.days, timezone);
  const { rows } = await tx.query('SELECT 1 FROM attendance_codes WHERE class_id = $1 LIMIT 1', [classId]);
  if (rows.length === 0) await generateAttendanceCodes(tx, classId, [], false);
  else await addMissingDailyCodes(tx, classId);
}

/** The start and end as the header shows them ('YYYY-MM-DD HH:mm' in the class timezone), from the class days. */
export async function readSchedule(tx: Queryable, classId: number | null) {
  if (classId === null) return { start_date: null, end_date: null, hasSchedule: false };
  const days = await readClassDays(tx, classId);
  return { ...scheduleOf(days), hasSchedule: days.length > 0 };
}
