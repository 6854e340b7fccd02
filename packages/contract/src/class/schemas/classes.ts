import { z } from 'zod';
import { bodyId, elementState } from '../../course/index.ts';
import { INT4_MAX, idParam } from '../../platform/index.ts';
import { CLASS_ELEMENT_IDS } from '../rules/class-elements.ts';
import { CLASS_STATUSES } from '../rules/class-statuses.ts';
import { classDay, classDaysInput } from './class-days.ts';

/**
 * Class calls. A class is learning object type 3: a delivery of a
 * course agenda on dates, in a timezone. Field names follow the spec (class header,
 * Class aggregate, Attendance code, Roster entry), including its in_* request fields.
 */

/** Learning object types (a class is type 3): in feedback, workflow history, sync requests, documents and /audit-info. */
export const COURSE_OBJECT_TYPE = 1;
export const CLASS_OBJECT_TYPE = 3;
const flag = z.union([z.literal(0), z.literal(1)]);
const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Expected a time as HH:mm');
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

export const classIdParams = z.object({ id: idParam });
export const classIdParamsAlt = z.object({ classId: idParam });
export const rosterIdParams = z.object({ rosterId: idParam });
export const classRosterIdParams = z.object({ classRosterId: idParam });
export const attendanceCodeIdParams = z.object({ attendance_code_id: idParam });
/** PUT /class/attendance/codes/{attendance_code_id}: the path names it :id (see routes/class-roster.ts). */
export const codeIdParams = z.object({ id: idParam.describe('attendance_code_id') });
export const missedTimeIdParams = z.object({ missedTimeId: idParam });

/** The class header (GET /class/{id}), plus the ids and abilities the screens need. */
export const classHeader = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  class_title: z.string(),
  status: z.enum(CLASS_STATUSES),
  is_editable: flag,
  agenda_type: z.string().nullable(),
  agenda_type_id: z.number().int().nullable(),
  delivery_method: z.string().nullable(),
  delivery_method_object: z.object({ id: z.number().int() }).nullable(),
  course_delivery_method: z.string().nullable(),
  course_delivery_method_id: z.number().int().nullable(),
  delivered_virtually: flag,
  facility: z.string().nullable(),
  location: z.string().nullable(),
  timezone_data: z.object({ timezone: z.string() }),
  attendance_codes: z.number().int().describe('How many attendance codes the class has'),
  daily_attendance_codes: flag,
  cq_duration: z.number().int().nullable(),
  sponsor: z.string().nullable(),
  focus_code: z.string().nullable(),
  lms_id: z.string().nullable(),
  alternate_id: z.string().nullable(),
  is_course_finalized: flag,
  is_tenant_sponsor: flag,
  roster_count: z.number().int(),
  cpe_calc_method: z.string().nullable(),
  irs_ce_info: z.object({ is_irs_ce: z.boolean(), irs_program_number: z.string().nullable() }),
  days: z.array(classDay),
  start_date: z.string().nullable(),
  /** An affidavit approved after certification changed the attendance: Re-Certify sends it to the LMS (migration 0014). */
  needs_recertification: z.boolean().optional(),
});
export type ClassHeader = z.infer<typeof classHeader>;

export const classAbilitiesBody = z.object({
  edit: z.boolean(),
  markAttendance: z.boolean(),
  sync: z.boolean(),
  autoSync: z.boolean(),
  void: z.boolean(),
  certify: z.boolean(),
  certifyLabel: z.string(),
  editCodeExpiry: z.boolean(),
  seeCodes: z.boolean(),
});

export const classResponse = z.object({
  classSummary: classHeader,
  abilities: classAbilitiesBody,
  /** The step states (enabled, disabled, removed) by step key. */
  steps: z.array(z.object({ step: z.string(), title: z.string(), path: z.string(), state: z.enum(['enabled', 'disabled', 'removed']) })),
  /** The Class Details warning (a delivery method update is required), or null. */
  detailsWarning: z.string().nullable(),
  /** 'Action cannot be taken on the class until the course agenda has been finalized.', or null. */
  actionBlocked: z.string().nullable(),
  /** Every class field's state by element id (CLASS_ELEMENTS), from the tenant's element configuration and the abilities. */
  elements: z.record(z.enum(CLASS_ELEMENT_IDS), elementState.extend({ label: z.string() })),
});
export type ClassResponse = z.infer<typeof classResponse>;

/** PUT /class/{id}: Class Details, or { in_void_class: true }. */
export const updateClassBody = z.union([
  z.object({ in_void_class: z.literal(true) }),
  z.object({
    in_title: z.string().trim().min(1, 'Required.').max(300),
    in_delivery_method_id: bodyId.nullable().optional(),
    in_delivered_virtually: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
    in_is_online: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
    in_is_external_cpe: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
    in_class_status_id: z.number().int().optional().describe('Not changed here: status moves by certify and void'),
    in_start_date: ymd.optional(),
    in_location: z.string().trim().max(300).nullable().optional(),
    in_timezone: z.string().trim().min(1).max(64).optional(),
    in_updated_by: bodyId.optional(),
  }),
]);

/** POST /class: a new class of a finalized course, with its days. */
export const createClassBody = z.object({
  course_id: bodyId,
  class_title: z.string().trim().min(1, 'Required.').max(300),
  timezone: z.string().trim().min(1).max(64),
  facility: z.string().trim().max(300).nullable().optional(),
  location: z.string().trim().max(300).nullable().optional(),
  delivery_method_id: bodyId.nullable().optional(),
  daily_attendance_codes: z.boolean().optional(),
  /** A day for each day of the course agenda (or more), each with its date and times in the class timezone. */
  days: classDaysInput,
});

// Roster (GET /class/roster/{id}) -------------------------------------------------------

export const missedTimeItem = z.object({ id: z.number().int().optional(), startAt: z.string(), returnedAt: z.string() });
export const rosterDayBody = z.object({ attendedDay: flag, missedTimes: z.array(missedTimeItem), day: z.number().int() });
export const rosterEntry = z.object({
  person_id: z.number().int(),
  class_roster_id: z.number().int(),
  name: z.string(),
  email_address: z.string().nullable(),
  is_external_learner: flag,
  roster_add_method_id: z.number().int(),
  credits: z.array(z.object({ credits: z.number(), subject_area: z.object({ subject_short_name: z.string() }) })),
  days: z.record(z.string(), rosterDayBody),
});
export type RosterEntry = z.infer<typeof rosterEntry>;
export const rosterResponse = z.object({
  roster: z.array(rosterEntry),
  days: z.array(ymd),
  dayTimes: z.array(z.object({ date: ymd, day: z.number().int(), start_time: z.string(), end_time: z.string() })),
  /** Per class_roster_id, the reasons a learner's credits are reduced (credit limitation reasons). */
  limitationReasonsObj: z.record(z.string(), z.array(z.object({ kind: z.string(), message: z.string() }))),
});
/**
 * The answer of a write to one learner's attendance or missed time: the rows it changed, as
 * GET /class/roster/{id} has them, so that the screen updates them in place of reloading
 * the roster; the reasons of those rows only (a row without a reduction has no key).
 */
export const rosterRowsChange = z.object({
  message: z.string(),
  roster: z.array(rosterEntry),
  limitationReasonsObj: rosterResponse.shape.limitationReasonsObj,
});

export const addParticipantBody = z.object({
  in_person_id: bodyId,
  in_is_external_learner: z.union([z.literal(0), z.literal(1), z.boolean()]),
  in_created_by: bodyId.optional(),
  in_roster_add_method_id: z.number().int().min(1).max(4).default(1),
});
export const removeLearnerBody = z.object({ message: z.string().trim().max(1000).optional() });
/** A class day's number (1 = the first day); the database keeps it in an integer column. */
const dayNumber = z.number().int().min(1).max(INT4_MAX);
export const attendanceBody = z.object({
  in_day: dayNumber,
  in_did_attend: z.union([z.literal(0), z.literal(1)]),
  in_updated_by: bodyId.optional(),
});
export const attendanceAllBody = z.object({ in_did_attend: z.union([z.literal(0), z.literal(1)]), in_updated_by: bodyId.optional() });
/** POST /class/attendance/all-learners/{classId}: every learner on one class day (in_day), or on every day without it. */
export const attendanceEveryoneBody = attendanceAllBody.extend({ in_day: dayNumber.optional() });
export const missedTimeBody = z.object({
  in_day: dayNumber,
  in_start_at: hhmm,
  in_returned_at: hhmm,
  in_updated_by: bodyId.optional(),
});

// Attendance codes ------------------------------------------------------------------------

export const attendanceCode = z.object({
  attendance_code_id: z.number().int(),
  attendance_code: z.string(),
  source_name: z.string(),
  expiration_date: z.string().nullable().describe('ISO-8601; the screen edits it as YYYY-MM-DD HH:mm in the class timezone'),
  aoa_expiration_date: z.string().nullable(),
  day: z.number().int().nullable(),
  is_expired: flag,
  store: z.string().nullable(),
});
export const attendanceCodesResponse = z.array(attendanceCode);
export const updateCodeBody = z.object({
  expiration_date: z.string().max(40).nullable(),
  aoa_expiration_date: z.string().max(40).nullable(),
  attendance_code_id: bodyId,
  in_updated_by: bodyId.optional(),
});
/**
 * PUT class/attendance/codes/{id}: the response reads error: null when the change
 * was made (with the success message); a refusal is an error status whose body the screen
 * reads the same way (sqlMessage, else 'Error updating attendance code expiration').
 */
export const updateCodeResponse = z.object({ message: z.string(), error: z.string().nullable() });
export const verifyCodeBody = z.object({ classId: bodyId, attendCode: z.string().trim().min(1, 'Required.').max(40) });
export const verifyCodeResponse = z.object({ is_valid_attend_code: z.boolean(), is_expired: z.boolean(), message: z.string() });

export const attendableClasses = z.array(z.object({ id: z.number().int(), class_title: z.string(), dates: z.array(z.string()) }));
export const addParticipantResponse = z.object({ class_roster_id: z.number().int(), message: z.string() });
export const missedTimeResponse = rosterRowsChange.extend({ id: z.number().int() });
