import { CLASS_MESSAGES, CREATE_CLASS_REQUIREMENT, endpoints, virtualFix } from '@cpe/contract';
import { allow } from '../../../platform/authorize.ts';
import { conflict } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { CLASS_OBJECT_TYPE } from '../../../shared/class-access.ts';
import { loadCourse } from '../../../shared/course-access.ts';
import { recordWorkflow } from '../../learning-objects/index.ts';
import { generateAttendanceCodes } from '../codes/class-codes.ts';
import { takeAgendaInstructors } from '../contacts/class-teaching.ts';
import { requireDeliveryMethod, requireTimezone } from '../core/class-lookups.ts';
import { requireValidDays } from '../days/class-day-checks.ts';
import { saveClassDays } from '../days/class-days-write.ts';

type DayInput = { date: string; start_time: string; end_time: string };

/** The days in date order, with the place each had in the request (so a 400 names the field that was sent). */
function inDateOrder(days: readonly DayInput[]): { days: DayInput[]; order: number[] } {
  const order = days.map((_, i) => i).sort((a, b) => (days[a]?.date ?? '').localeCompare(days[b]?.date ?? ''));
  return { days: order.map((i) => days[i] as DayInput), order };
}

export const createClass = defineRoute(endpoints.createClass, {
  summary: "A new Uncertified class of a Finalized course, with its days, attendance codes and its agenda's module instructors",
  tags: ['classes'],
  // The contract's canCreateClass, which the New class buttons follow too.
  auth: allow.permissions(...CREATE_CLASS_REQUIREMENT),
  async handler({ body, tx, me, now }) {
    const personId = me().personId;
    const course = await loadCourse(tx, body.course_id, me());
    if (course.course_status !== 'Finalized') throw conflict(CLASS_MESSAGES.agendaNotFinalized);
    await requireTimezone(tx, body.timezone);
    // A class takes every day of its course's agenda (ADR 0014), numbered by date.
    const { days, order } = inDateOrder(body.days);
    await requireValidDays(tx, course.id, days, body.timezone, order);
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
    await saveClassDays(tx, id, days, body.timezone);
    await takeAgendaInstructors(tx, id, course.id);
    await generateAttendanceCodes(
      tx,
      id,
      days.map((_, i) => ({ day: i + 1 })),
      body.daily_attendance_codes === true,
    );
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
