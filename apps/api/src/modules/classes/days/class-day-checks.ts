import { agendaDayTimes, type ClassDayTimes, classDaysProblems } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { invalid } from '../../../platform/errors.ts';

/** The course agenda's days with the times a class day takes (from the first module's start to the last one's end). */
export async function courseAgendaDays(tx: Queryable, courseId: number) {
  const { rows } = await tx.query<{ day: number; start_time: string; end_time: string }>(
    'SELECT day, start_time, end_time FROM agenda_modules WHERE course_id = $1',
    [courseId],
  );
  return agendaDayTimes(rows);
}

/**
 * The server's check of a class's days, the same as the screens' (classDaysProblems):
 * 400 naming the first field at fault. `order` maps a checked day back to its place in
 * the request, when the days were sorted first.
 */
export async function requireValidDays(
  tx: Queryable,
  courseId: number,
  days: readonly ClassDayTimes[],
  timeZone: string,
  order: readonly number[] = days.map((_, i) => i),
): Promise<void> {
  const agendaDays = (await courseAgendaDays(tx, courseId)).length;
  const problem = classDaysProblems(days, timeZone, agendaDays)[0];
  if (!problem) return;
  const field = problem.field.replace(/^days\.(\d+)\./, (_, i: string) => `days.${order[Number(i)] ?? i}.`);
  throw invalid(`body.${field}`, problem.message);
}
