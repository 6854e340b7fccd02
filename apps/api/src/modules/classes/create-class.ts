import { CLASS_MESSAGES, CREATE_CLASS_REQUIREMENT, createClassBody, idOnly, virtualFix } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadCourse } from '../courses/course-access.ts';
import { recordWorkflow } from '../workflow/history.ts';
import { CLASS_OBJECT_TYPE } from './class-access.ts';
import { generateAttendanceCodes } from './class-codes.ts';
import { requireDeliveryMethod, requireTimezone } from './class-lookups.ts';

type DayInput = { date: string; start_time: string; end_time: string };

/** Days in date order, numbered 1..n; dates must be distinct and each day must start before it ends. */
export function numberDays(days: readonly DayInput[]): (DayInput & { day: number })[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  sorted.forEach((d, i) => {
    if (Number.isNaN(Date.parse(`${d.date}T00:00:00Z`))) throw invalid(`body.days.${i}.date`, 'Not a calendar date');
    if (i > 0 && sorted[i - 1]?.date === d.date) throw invalid('body.days', `The date ${d.date} is given twice.`);
    if (d.start_time >= d.end_time) throw invalid('body.days', `The day ${d.date} must start before it ends.`);
  });
  return sorted.map((d, i) => ({ ...d, day: i + 1 }));
}

export const createClass = defineRoute({
  method: 'POST',
  url: '/class',
  summary: 'A new Uncertified class of a Finalized course, with its days and attendance codes',
  tags: ['classes'],
  // The contract's canCreateClass, which the New class buttons follow too.
  auth: allow.permissions(...CREATE_CLASS_REQUIREMENT),
  successStatus: 201,
  schema: { body: createClassBody, response: idOnly },
  async handler({ body, tx, me, now }) {
    const personId = me().personId;
    const course = await loadCourse(tx, body.course_id, me());
    if (course.course_status !== 'Finalized') throw conflict(CLASS_MESSAGES.agendaNotFinalized);
    const days = numberDays(body.days);
    await requireTimezone(tx, body.timezone);
    if (body.delivery_method_id != null) await requireDeliveryMethod(tx, body.delivery_method_id);
    const facility = body.facility ?? null;
    const virtual = virtualFix({ facility, delivered_virtually: 0 }) !== null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO classes (course_id, class_title, delivery_method_id, facility, location, delivered_virtually, timezone,
                            daily_attendance_codes, start_date, created_by, created_at, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10, $11) RETURNING id`,
      [
        course.id,
        body.class_title,
        body.delivery_method_id ?? null,
        facility,
        body.location ?? null,
        virtual,
        body.timezone,
        body.daily_attendance_codes === true,
        days[0]?.date,
        personId,
        now,
      ],
    );
    const id = (rows[0] as { id: number }).id;
    await tx.query(
      `INSERT INTO class_days (class_id, day, class_date, start_time, end_time)
       SELECT $1, d.day, d.class_date::date, d.start_time, d.end_time
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS d(day, class_date, start_time, end_time)`,
      [id, days.map((d) => d.day), days.map((d) => d.date), days.map((d) => d.start_time), days.map((d) => d.end_time)],
    );
    await generateAttendanceCodes(tx, id, days, body.daily_attendance_codes === true);
    await recordWorkflow(tx, {
      objectType: CLASS_OBJECT_TYPE,
      objectId: id,
      action: 'Created',
      from: null,
      to: 'Uncertified',
      personId,
      now,
    });
    return { id };
  },
});
