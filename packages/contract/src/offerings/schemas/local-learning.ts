import { z } from 'zod';
import { attendanceCode } from '../../class/index.ts';
import { approvalCheck, bodyId, courseAbilitiesBody, courseResponse, LOCAL_LEARNING_STATUSES } from '../../course/index.ts';
import { idParam, isCalendarDate } from '../../platform/index.ts';
import { LOCAL_DATE_TIME } from '../rules/local-learning-rules.ts';

/**
 * Local learning ('/locallearning/{id}', its header, LLP codes;
 * ADR 0023, ADR 0025): an agenda of kind local_learning with the class that delivers it.
 * The record answers the course body (the shared steps read it), the header, the abilities of
 * the local learning policy and the approval checklist.
 */

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required.').max(max);
/** 'YYYY-MM-DD HH:mm' in the tenant's default timezone (the class's). */
const localDateTime = z
  .string()
  .regex(LOCAL_DATE_TIME, 'Expected a date and time as YYYY-MM-DD HH:mm')
  .refine((value) => isCalendarDate(value.slice(0, 10)), 'Not a calendar date');
const ymdQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

export const localLearningStatus = z.enum(LOCAL_LEARNING_STATUSES);
export const localLearningIdParams = z.object({ id: idParam.describe('The local learning id (its agenda id)') });

// The record ------------------------------------------------------------------------------------

/** The local learning header; missing values are null (the screen shows '----'). */
export const localLearningHeader = z.object({
  title: z.string(),
  delivery_method: z.string().nullable(),
  submitted_by: z.string().nullable(),
  local_learning_id: z.number().int(),
  agenda_type: z.string().nullable(),
  start_date: z.string().nullable().describe('YYYY-MM-DD HH:mm in the class timezone'),
  end_date: z.string().nullable().describe('YYYY-MM-DD HH:mm in the class timezone'),
  submitted_on: z.string().nullable().describe('ISO-8601'),
  lms_id: z.string().nullable(),
  focus_code: z.string().nullable(),
  class_id: z.number().int().nullable(),
  sponsoring_org: z.string().nullable(),
  course_lms_id: z.string().nullable(),
  class_lms_id: z.string().nullable(),
  lms_status: z.string().nullable(),
  course_status: localLearningStatus,
  attendance_codes: z.array(attendanceCode),
  /** The class timezone the start and end are in. */
  timezone: z.string().nullable(),
});
export type LocalLearningHeader = z.infer<typeof localLearningHeader>;

export const localLearningAbilitiesBody = courseAbilitiesBody.extend({
  approve: z.boolean(),
  notApprove: z.boolean(),
  submitToLms: z.boolean(),
  editCodeExpiry: z.boolean(),
});

export const localLearningResponse = z.object({
  course: courseResponse,
  header: localLearningHeader,
  abilities: localLearningAbilitiesBody,
  checklist: z.array(approvalCheck),
  /** Whether the AOA expiry of its codes is required (element configuration). */
  aoaExpiryRequired: z.boolean(),
});
export type LocalLearningResponse = z.infer<typeof localLearningResponse>;

// Writes -----------------------------------------------------------------------------------------

export const createLocalLearningBody = z.object({
  title: requiredText(300),
  agenda_type_id: bodyId.nullable().optional(),
  delivery_method_id: bodyId.nullable().optional(),
  start: localDateTime,
  end: localDateTime,
  sponsoring_org: text(300).nullable().optional(),
  focus_code: text(200).nullable().optional(),
});
export const createLocalLearningResponse = z.object({ id: z.number().int(), class_id: z.number().int() });

/** Local Learning Details; start and end travel together (they make the class days). */
export const updateLocalLearningBody = z
  .object({
    title: requiredText(300).optional(),
    description: text(5000).nullable().optional(),
    delivery_method_id: bodyId.nullable().optional(),
    agenda_type_id: bodyId.nullable().optional(),
    start: localDateTime.optional(),
    end: localDateTime.optional(),
    sponsoring_org: text(300).nullable().optional(),
    focus_code: text(200).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.start === undefined) !== (body.end === undefined))
      ctx.addIssue({ code: 'custom', path: [body.start === undefined ? 'start' : 'end'], message: 'Send the start and the end together.' });
  });

export const LOCAL_LEARNING_ACTIONS = ['submit', 'return', 'approve', 'notApprove'] as const;
export const localLearningWorkflowBody = z.object({ action: z.enum(LOCAL_LEARNING_ACTIONS), comment: text(2000).optional() });
export const localLearningWorkflowResponse = z.object({ message: z.string(), course_status: localLearningStatus });

// Search and export --------------------------------------------------------------------------------

export const LOCAL_LEARNING_SORTS = ['updated', 'title'] as const;

const searchFilterFields = {
  search_text: z.string().trim().max(200).optional(),
  status: localLearningStatus.optional(),
  /** Last change on or after / on or before (YYYY-MM-DD). */
  date_from: ymdQuery.optional(),
  date_to: ymdQuery.optional(),
  sort: z.enum(LOCAL_LEARNING_SORTS).default('updated'),
};
const MINE = "Only the caller's own local learnings (those they created); otherwise all the caller may see";

/** The export's query string: `mine` travels as 'true' or 'false'. */
export const localLearningSearchFilters = z.object({
  ...searchFilterFields,
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe(MINE),
});
export type LocalLearningSearchFilters = z.infer<typeof localLearningSearchFilters>;

export const localLearningSearchBody = z.object({
  ...searchFilterFields,
  mine: z.boolean().default(false).describe(MINE),
  /** The opaque cursor of the previous page's last row (nextCursor). */
  after: z.string().max(4096).nullable().optional(),
  limit: z.number().int().min(1).max(100).default(25),
});

export const localLearningSearchRow = z.object({
  id: z.number().int(),
  title: z.string(),
  course_status: localLearningStatus,
  delivery_method: z.string().nullable(),
  agenda_type: z.string().nullable(),
  submitted_by: z.string().nullable(),
  submitted_on: z.string().nullable(),
  start_date: z.string().nullable().describe('YYYY-MM-DD'),
  class_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type LocalLearningSearchRow = z.infer<typeof localLearningSearchRow>;
export const localLearningSearchResponse = z.object({ items: z.array(localLearningSearchRow), nextCursor: z.string().nullable() });

export const LOCAL_LEARNING_EXPORT_COLUMNS = [
  'Request Number',
  'Title',
  'Status',
  'Delivery Method',
  'Agenda Type',
  'Submitted By',
  'Submission Date',
  'Start Date',
  'Calculo Roster Class ID',
  'Last Updated',
];
