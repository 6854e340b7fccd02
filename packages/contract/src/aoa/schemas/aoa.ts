import { z } from 'zod';
import { CLASS_STATUSES, rosterEntry, rosterResponse } from '../../class/index.ts';
import { approvalCheck, bodyId } from '../../course/index.ts';
import { idParam, isCalendarDate } from '../../platform/index.ts';
import { AOA_CLASS_SEARCH_TYPES, AOA_STATUS_VALUES } from '../rules/aoa-rules.ts';
import { AOA_STEP_LIST } from '../rules/aoa-steps.ts';

/**
 * Affidavit of attendance calls (requestId, classId, rosterId, verifyTypeId, …). Field names follow the spec
 * (requestId, requestor_id, classId, rosterId, verifyTypeId, …); where it shows no payload
 * (PUT /aoa/update, the searches) the shapes are ours. Flags are 1 or 0.
 */
const flag = z.union([z.literal(0), z.literal(1)]);
const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');
const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Expected a time as HH:mm');
const stepKeys = AOA_STEP_LIST.map((s) => s.key) as [(typeof AOA_STEP_LIST)[number]['key'], ...(typeof AOA_STEP_LIST)[number]['key'][]];

export const aoaIdParams = z.object({ id: idParam });
export const aoaRequestIdParams = z.object({ requestId: idParam });

/** The AOA details, with the reason of a void or Not Approved and the dates. */
export const aoaDetails = z.object({
  requestId: z.number().int(),
  requestor_id: z.number().int(),
  requestor_name: z.string(),
  classId: z.number().int(),
  class_title: z.string(),
  rosterId: z.number().int().nullable(),
  verifyTypeId: z.number().int().nullable().describe('1 attendance code, 2 documents'),
  verificationType: z.string().nullable(),
  isConfirmed: flag,
  confirmedBy: z.number().int().nullable(),
  attend_code: z.string().nullable(),
  request_status: z.enum(AOA_STATUS_VALUES),
  reason: z.string().nullable().describe('Why it was voided or not approved'),
  created_on: z.string(),
  submitted_on: z.string().nullable(),
  decided_on: z.string().nullable(),
  decided_by_name: z.string().nullable(),
});
export type AoaDetails = z.infer<typeof aoaDetails>;

/** A header metadata item (the first four are main, the rest expandable); the screen formats by kind. */
export const aoaHeaderItem = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  kind: z.enum(['text', 'date', 'datetime']),
  main: z.boolean(),
});
export type AoaHeaderItem = z.infer<typeof aoaHeaderItem>;

export const aoaAbilitiesBody = z.object({
  canEdit: z.boolean(),
  canSubmit: z.boolean(),
  canApprove: z.boolean(),
  canNotApprove: z.boolean(),
  canVoid: z.boolean(),
  canSeeCodeSection: z.boolean(),
});

/** GET /aoa/{id}: the details, the header, the steps (enabled or not) and what the caller may do. */
export const aoaResponse = z.object({
  aoaDetails,
  aoaHeader: z.array(aoaHeaderItem),
  error: z.string().nullable(),
  steps: z.array(z.object({ key: z.enum(stepKeys), title: z.string(), path: z.string(), enabled: z.boolean() })),
  abilities: aoaAbilitiesBody,
  /** The class needs re-certification (an AOA was approved after it was certified). */
  needsRecertification: z.boolean(),
});
export type AoaResponse = z.infer<typeof aoaResponse>;

/** POST /aoa (ours): a Draft AOA of the caller for a class. */
export const createAoaBody = z.object({ classId: bodyId });
export const createAoaResponse = z.object({ requestId: z.number().int(), message: z.string() });

const classDayRow = z.object({ day: z.number().int(), date: z.string(), start_time: z.string(), end_time: z.string() });

/** GET /aoa/get-class/{id}: what the start screen shows of a class. */
export const aoaClassResponse = z.object({
  classId: z.number().int(),
  class_title: z.string(),
  course_title: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  timezone: z.string(),
  location: z.string().nullable(),
  facility: z.string().nullable(),
  delivery_method: z.string().nullable(),
  status: z.enum(CLASS_STATUSES),
  days: z.array(classDayRow),
});

/** POST /aoa/class-search: classes (not Voided) by title, class id or course title, within the dates. */
export const aoaClassSearchBody = z.object({
  searchType: z.enum(AOA_CLASS_SEARCH_TYPES),
  searchString: z.string().trim().max(200),
  searchStartDate: ymd.nullable().optional(),
  searchEndDate: ymd.nullable().optional(),
});
export const aoaClassSearchRow = aoaClassResponse.omit({ days: true });
export const aoaClassSearchResponse = z.array(aoaClassSearchRow);

/** PUT /aoa/validate-attend-code. */
export const validateAttendCodeBody = z.object({
  requestId: bodyId,
  attendCode: z.string().trim().min(1, 'Required.').max(40),
  classId: bodyId,
  updatedBy: bodyId.optional().describe('Ignored: the session is who'),
});
export const validateAttendCodeResponse = z.object({
  is_valid_attend_code: flag,
  is_expired: flag,
  /** The message of a refused code, else null. */
  error: z.string().nullable(),
  /** 'Request code has been successfully verified' on success, else null. */
  message: z.string().nullable(),
  rosterId: z.number().int().nullable(),
});

/** GET /aoa/docs/{requestId}: the AOA's documents and its attachment types. */
export const aoaDocsResponse = z.object({
  attachmentTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  documents: z.array(
    z.object({
      id: z.number().int(),
      doc_name: z.string(),
      attachment_type_id: z.number().int(),
      attachment_type: z.string(),
      content_type: z.string(),
      size_bytes: z.number().int(),
      created_by_name: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** POST /aoa/roster-info: the requestor's roster entry from the AOA's declared attendance. */
export const rosterInfoBody = z.object({
  rosterId: bodyId,
  /** The AOA whose declarations to read; without it, the caller's open AOA linked to the roster row. */
  requestId: bodyId.optional(),
});
export const rosterInfoResponse = z.object({
  roster: rosterEntry,
  days: rosterResponse.shape.days,
  dayTimes: rosterResponse.shape.dayTimes,
  limitationReasons: z.array(z.object({ kind: z.string(), message: z.string() })),
});
export type RosterInfoResponse = z.infer<typeof rosterInfoResponse>;

/** One declared class day: attended or not, and the times away. */
export const aoaDayInput = z.object({
  day: z.number().int().min(1).max(366),
  attended: flag,
  missedTimes: z.array(z.object({ startAt: hhmm, returnedAt: hhmm })).max(20),
});

/** PUT /aoa/update: the learner's declarations (a Draft). Only what is sent changes; days replace all days. */
export const updateAoaBody = z.object({
  requestId: bodyId,
  verifyTypeId: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  days: z.array(aoaDayInput).max(366).optional(),
  isConfirmed: flag.optional(),
});
export const updateAoaResponse = z.object({ message: z.string() });

/** PUT /aoa/submit. */
export const submitAoaBody = z.object({
  requestId: bodyId,
  isConfirmed: flag,
  isSubmitted: flag
    .optional()
    .describe("1 asks for 'Approved': granted for a valid code at submit, or to AOA050 staff on another's Submitted affidavit"),
});
export const submitAoaResponse = z.object({
  request_status: z.enum(AOA_STATUS_VALUES),
  error: z.string().nullable(),
  /** 'Attendance Code Expired. Please use a different verification method.' when the code's AOA expiry passed. */
  expire_error: z.string().nullable(),
});

/** PUT /aoa/cancel {requestId, isClosed, isVoided, updatedBy}: void or close as Not Approved; a reason is ours, optional. */
export const cancelAoaBody = z.object({
  requestId: bodyId,
  isClosed: flag,
  isVoided: flag,
  updatedBy: bodyId.optional(),
  reason: z.string().trim().max(2000).nullish().describe('Told to the requestor; without one the e-mail says no reason was given'),
});
export const cancelAoaResponse = z.object({
  request_status: z.enum(AOA_STATUS_VALUES),
  error: z.string().nullable(),
  /** 'Affidavit Voided or Not Approved' on success. */
  message: z.string().nullable(),
});

/** GET /aoa/validation/{id}: the approval checklist; rejected when any row fails. */
export const aoaValidationResponse = z.object({
  checks: z.array(approvalCheck),
  rejected: z.boolean(),
  validation: z.boolean(),
});

/** POST /aoa/search and GET /aoa/export: 'mine' (the caller's) or 'admin' (AOA050: the firm's). */
export const aoaSearchFilters = z.object({
  scope: z.enum(['mine', 'admin']),
  status: z.enum(AOA_STATUS_VALUES).optional(),
  /** A class day within the range (inclusive). */
  startDate: ymd.optional(),
  endDate: ymd.optional(),
  classId: idParam.optional(),
  /** Part of the class title. */
  classText: z.string().trim().max(200).optional(),
  /** Part of the requestor's name. */
  personText: z.string().trim().max(200).optional(),
});
export type AoaSearchFilters = z.infer<typeof aoaSearchFilters>;
export const aoaSearchBody = aoaSearchFilters.extend({
  after: z.string().max(512).optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export const aoaSearchRow = z.object({
  requestId: z.number().int(),
  request_status: z.enum(AOA_STATUS_VALUES),
  requestor_id: z.number().int(),
  requestor_name: z.string(),
  classId: z.number().int(),
  class_title: z.string(),
  start_date: z.string().nullable(),
  verificationType: z.string().nullable(),
  submitted_on: z.string().nullable(),
  updated_on: z.string(),
});
export type AoaSearchRow = z.infer<typeof aoaSearchRow>;
export const aoaSearchResponse = z.object({ items: z.array(aoaSearchRow), nextCursor: z.string().nullable() });
