import { z } from 'zod';
import { idParam, isCalendarDate } from '../../platform/index.ts';
import { OFFERING_STATUS_VALUES } from '../rules/offering-kinds.ts';

/**
 * Course and agenda calls. A course is one agenda:
 * the course id is the agenda id wherever the spec says agendaId or course_agenda_id.
 */

export const COURSE_STATUS_VALUES = ['Draft', 'Pending Signoff', 'Finalized', 'Editing'] as const;
export const courseStatus = z.enum(COURSE_STATUS_VALUES);

/** A positive id in a JSON body: a number, or its digits as a string (a select's value). */
export const bodyId = z
  .union([z.number(), z.string().regex(/^\d+$/, 'Expected a number')])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Expected a time as HH:mm');
// A real day: 2026-13-45 is a 400 naming the field here, not a database error naming none.
const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required.').max(max);

export const courseIdParams = z.object({ id: idParam });
export const agendaIdParams = z.object({ agendaId: idParam });

// Course record ------------------------------------------------------------------------

export const courseContact = z.object({
  course_people_id: z.number().int(),
  person_id: z.number().int(),
  name: z.string(),
  contact_role: z.string(),
});

export const courseHeader = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  objectives: z.string().nullable(),
  // GET /course/{id} serves every kind of agenda (ADR 0023): a vended item is Approved, a local learning Pending Delivery.
  course_status: z.enum(OFFERING_STATUS_VALUES),
  pre_edited_status: z.string().nullable(),
  version: z.number().int(),
  agenda_type_id: z.number().int().nullable(),
  agenda_type: z.string().nullable(),
  delivery_method_id: z.number().int().nullable(),
  delivery_method: z.string().nullable(),
  lrt_id: z.string().nullable(),
  loid: z.string().nullable(),
  lms_id: z.string().nullable(),
  sponsoring_org: z.string().nullable(),
  finalization_date: z.string().nullable().describe('YYYY-MM-DD'),
  prerequisites: z.string().nullable().describe('JSON text'),
  has_credit_qualified_modules: z.boolean(),
  can_access_agenda_details: z.boolean(),
  created_by: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  contacts: z.array(courseContact),
});
export type CourseHeader = z.infer<typeof courseHeader>;

export const cpeDetails = z.object({
  is_tenant_sponsor: z.boolean(),
  is_irs_ce: z.boolean(),
  is_irs_ce_approved: z.boolean(),
  irs_program_number: z.string().nullable(),
  credit_increment: z.union([z.literal(0.2), z.literal(0.5)]),
  total_credits: z.number(),
});

export const feedbackItem = z.object({
  id: z.number().int(),
  feedback_id: z.number().int(),
  page_identifier: z.string(),
  field_identifier: z.string().nullable(),
  is_resolved: z.union([z.literal(0), z.literal(1)]),
  feedback_note: z.string(),
  Submitter: z.string(),
  feedback_on: z.string(),
  resolved_on: z.string().nullable(),
  Resolver: z.string().nullable(),
  resolution_note: z.string().nullable(),
});

export const agendaModule = z.object({
  module_id: z.number().int(),
  day: z.number().int(),
  day_index: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  module_type_id: z.number().int().nullable(),
  module_type: z.string().nullable(),
  knowledge_level_id: z.number().int().nullable(),
  knowledge_level: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  is_credit_qualified: z.boolean(),
  developer_id: z.number().int().nullable(),
  developer_name: z.string().nullable(),
  allocations: z.array(z.object({ field_of_study_id: z.number().int(), percent: z.number().int(), name: z.string() })),
  instructors: z.array(z.object({ person_id: z.number().int(), name: z.string() })),
  updated_by: z.number().int().nullable(),
  feedback: z.array(feedbackItem),
});
export type AgendaModule = z.infer<typeof agendaModule>;

export const courseAbilitiesBody = z.object({
  view: z.boolean(),
  edit: z.boolean(),
  submit: z.boolean(),
  return: z.boolean(),
  finalize: z.boolean(),
  reopen: z.boolean(),
  editContentReview: z.boolean(),
  sync: z.boolean(),
  leaveFeedback: z.boolean(),
});
export type CourseAbilitiesBody = z.infer<typeof courseAbilitiesBody>;

export const courseStep = z.object({ step: z.string(), title: z.string(), path: z.string(), enabled: z.boolean() });
export const elementState = z.object({
  label: z.string().optional(),
  displayed: z.boolean(),
  required: z.boolean(),
  editable: z.boolean(),
});

export const courseResponse = z.object({
  courseHeader,
  cpeDetails,
  agenda: z.array(z.object({ day: z.number().int(), modules: z.array(agendaModule) })),
  externalIds: z.array(z.object({ id: z.number().int(), id_type: z.string(), external_id_value: z.string() })),
  abilities: courseAbilitiesBody,
  steps: z.array(courseStep),
  elements: z.record(z.string(), elementState),
});
export type CourseResponse = z.infer<typeof courseResponse>;

// Writes -------------------------------------------------------------------------------

export const createCourseBody = z.object({
  title: requiredText(300),
  agenda_type_id: bodyId.nullable().optional(),
  delivery_method_id: bodyId.nullable().optional(),
});
export const createCourseResponse = z.object({ id: z.number().int() });

export const updateCourseBody = z.object({
  title: requiredText(300).optional(),
  description: text(5000).nullable().optional(),
  objectives: text(5000).nullable().optional(),
  agenda_type_id: bodyId.nullable().optional(),
  delivery_method_id: bodyId.nullable().optional(),
  lrt_id: text(100).nullable().optional(),
  loid: text(100).nullable().optional(),
  sponsoring_org: text(300).nullable().optional(),
});

export const COURSE_ACTIONS = ['submit', 'return', 'finalize', 'reopen'] as const;
export const courseWorkflowBody = z.object({ action: z.enum(COURSE_ACTIONS), comment: text(2000).optional() });

export const moduleBody = z.object({
  title: requiredText(300),
  description: text(5000).nullable().optional(),
  day: z.number().int().min(1).max(60),
  module_type_id: bodyId.nullable().optional(),
  knowledge_level_id: bodyId.nullable().optional(),
  start_time: hhmm,
  end_time: hhmm,
  is_credit_qualified: z.boolean(),
  developer_id: bodyId.nullable().optional(),
  allocations: z.array(z.object({ field_of_study_id: bodyId, percent: z.number().int().min(1).max(100) })).max(20),
  instructor_ids: z.array(bodyId).max(50).optional(),
});
/** A module's change: its day is fixed at creation. */
export const moduleUpdateBody = moduleBody.omit({ day: true });
/** {id} is the module's id: Fastify's router needs one parameter name per path position (POST …/module/{id} adds to a course). */
export const moduleIdParams = z.object({ id: idParam.describe('The module id') });
export const moduleRemoveParams = z.object({ moduleId: idParam });
export const agendaOrderBody = z.object({
  modules: z.array(z.object({ module_id: bodyId, day: z.number().int().min(1), day_index: z.number().int().min(1) })).max(1000),
});

export const cpeInfoBody = z.object({
  credit_increment: z.union([z.literal(0.2), z.literal(0.5)]).optional(),
  prerequisites: text(10000).nullable().optional(),
  polling_events: z.number().int().min(0).max(10000).nullable().optional(),
  self_study_words: z.number().int().min(0).max(10_000_000).nullable().optional(),
  self_study_media_minutes: z.number().int().min(0).max(100_000).nullable().optional(),
  self_study_review_questions: z.number().int().min(0).max(100_000).nullable().optional(),
  /** Final exam questions of a self study (NASBA: at least 5 per credit; the independent study checklist checks it). */
  self_study_exam_questions: z.number().int().min(0).max(100_000).nullable().optional(),
  engagement_measure_ids: z.array(bodyId).max(50).optional(),
});

export { hhmm, ymd };
export const idOnly = z.object({ id: z.number().int() });
export type ModuleInput = z.output<typeof moduleBody>;
