import { z } from 'zod';
import { bodyId } from '../../course/index.ts';

/**
 * The days of a class (ADR 0014): each a date and wall-clock times in the class timezone,
 * answered with the instants they name. Shared by POST /class, PUT /class/days/{id}
 * and GET /course/class-days/{id}.
 */

const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Expected a time as HH:mm');
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/** A class may have at most this many days. */
export const MAX_CLASS_DAYS = 60;

export const classDayInput = z.object({ date: ymd, start_time: hhmm, end_time: hhmm });
export const classDaysInput = z.array(classDayInput).min(1).max(MAX_CLASS_DAYS);

/** A class day as GET /class/{id} answers it: its wall clock in the class timezone, and the instants (ISO-8601) it names. */
export const classDay = z.object({
  day: z.number().int(),
  date: ymd,
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type ClassDay = z.infer<typeof classDay>;

/** PUT /class/days/{id}: every day of the class, day 1 first (days beyond the list are removed). */
export const updateClassDaysBody = z.object({ days: classDaysInput, in_updated_by: bodyId.optional() });

/** GET /course/class-days/{id}: the days a new class of the course takes, with their times from the agenda. */
export const courseClassDaysResponse = z.object({
  course_id: z.number().int(),
  title: z.string(),
  course_status: z.string(),
  days: z.array(z.object({ day: z.number().int(), start_time: hhmm, end_time: hhmm })),
});
export type CourseClassDays = z.infer<typeof courseClassDaysResponse>;
