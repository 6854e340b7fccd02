import { z } from 'zod';
import { bodyId, elementState } from '../../course/index.ts';
import { idParam, isCalendarDate } from '../../platform/index.ts';
import { ECP_CHECKLIST_SECTIONS } from '../rules/ecp-checklist.ts';
import { COLLEGE_UNITS, MAX_ECP_CREDITS } from '../rules/ecp-credits.ts';
import { ECP_STATUS_VALUES, ECPE_REQUEST_TYPE } from '../rules/ecp-status.ts';
import { EXTERNAL_CPE_STEP_LIST } from '../rules/external-cpe-steps.ts';

/**
 * External CPE requests (their header and request, the 'External CPE and
 * feedback'): a learner's CPE taken outside the firm, filed as a request that staff approve.
 * Paths the spec shows are kept; the rest (create, details, sponsor, awards, NASBA, submit,
 * approve, reopen, documents, certificate, search, export) are ours (ADR 0022).
 */

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required.').max(max);
const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');
const flag = z.union([z.literal(0), z.literal(1)]);

export const ecpStatus = z.enum(ECP_STATUS_VALUES);
export const ecpIdParams = z.object({ id: idParam.describe('The external CPE request id') });
export const requestIdBody = z.object({ requestId: bodyId });

/** Kinds of program taken outside the firm (Program Type, ECP004). */
export const ECP_PROGRAM_TYPES = ['Conference', 'Seminar', 'Webinar', 'College Course', 'Self Study', 'Other'] as const;

// The record ------------------------------------------------------------------------------

/** The external CPE header; the flags are 1 or 0. */
export const externalCpeHeader = z.object({
  requester: z.string(),
  internal_id: z.number().int(),
  created_on: z.string(),
  lms_id: z.string().nullable(),
  delivery_method: z.string().nullable(),
  program_type: z.string().nullable(),
  qualifying_program: z.string().nullable(),
  focus_code: z.string().nullable(),
  agenda_type: z.string(),
  created_by: z.number().int(),
  request_person_id: z.number().int(),
  /** The name of who submitted it; null until submitted. */
  submitted_by: z.string().nullable(),
  request_status: ecpStatus,
  can_access_cpe_info: flag,
  can_access_awards_page: flag,
  can_access_entire_request: flag,
});
export type ExternalCpeHeader = z.infer<typeof externalCpeHeader>;

export const externalCpeDetails = z.object({
  title: z.string(),
  description: z.string().nullable(),
  start_date: z.string().nullable().describe('YYYY-MM-DD'),
  completion_date: z.string().nullable().describe('YYYY-MM-DD'),
  delivery_method_id: z.number().int().nullable(),
  delivery_method: z.string().nullable(),
  program_type: z.string().nullable(),
  qualifying_program: z.string().nullable(),
  focus_code: z.string().nullable(),
  location: z.string().nullable(),
});

export const externalCpeSponsor = z.object({
  sponsor_name: z.string().nullable(),
  nasba_sponsor_id: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});

export const awardRow = z.object({
  id: z.number().int(),
  field_of_study_id: z.number().int(),
  field_of_study: z.string(),
  subject_short_name: z.string(),
  /** 0 non-college; 1 college (is_college_type). */
  is_college_type: flag,
  college_unit: z.enum(COLLEGE_UNITS).nullable(),
  college_hours: z.number().nullable(),
  /** CPE credits: as entered, or the college hours converted (15 per semester hour, 10 per quarter hour). */
  credits: z.number(),
});
export const externalCpeAwards = z.object({ rows: z.array(awardRow), total_credits: z.number() });

export const externalCpeAbilities = z.object({
  canEdit: z.boolean(),
  canSubmit: z.boolean(),
  canApprove: z.boolean(),
  canNotApprove: z.boolean(),
  canReopen: z.boolean(),
  canLeaveFeedback: z.boolean(),
  canResolveFeedback: z.boolean(),
  showDeliveryMethod: z.boolean().describe('ECP005'),
  showProgramType: z.boolean().describe('ECP004'),
  showQualifyingProgram: z.boolean().describe('ECP003'),
  showLmsId: z.boolean().describe('ECP007'),
});

export const externalCpeStepKey = z.enum(EXTERNAL_CPE_STEP_LIST.map((s) => s.key) as [string, ...string[]]);
export const externalCpeStep = z.object({ key: externalCpeStepKey, title: z.string(), path: z.string(), enabled: z.boolean() });

export const externalCpeResponse = z.object({
  header: externalCpeHeader,
  details: externalCpeDetails,
  sponsor: externalCpeSponsor,
  awards: externalCpeAwards,
  steps: z.array(externalCpeStep),
  abilities: externalCpeAbilities,
  /** Element configuration of the request's fields (location external-cpe; defaults US-CPE / Default). */
  elements: z.record(z.string(), elementState),
  externalIds: z.array(z.object({ id: z.number().int(), id_type: z.string(), external_id_value: z.string() })),
  /** The LMS request of an approved request sent to the LMS, if any. */
  lms_status: z.enum(['queued', 'sent', 'done', 'failed']).nullable(),
});
export type ExternalCpeResponse = z.infer<typeof externalCpeResponse>;

export const createExternalCpeBody = z.object({ title: requiredText(300) });
export const createExternalCpeResponse = z.object({ requestId: z.number().int() });

export const bannerResponse = z.object({
  request_status: ecpStatus,
  severity: z.enum(['info', 'success', 'warning', 'error']),
  message: z.string(),
});

// Steps ----------------------------------------------------------------------------------------

/** PUT /requests/ext-cpe/details/{id}: only the fields sent change; null clears an optional one. */
export const updateDetailsBody = z
  .object({
    title: requiredText(300),
    description: text(4000).nullable(),
    start_date: ymd.nullable(),
    completion_date: ymd.nullable(),
    delivery_method_id: bodyId.nullable(),
    program_type: z.enum(ECP_PROGRAM_TYPES).nullable(),
    qualifying_program: text(200).nullable(),
    focus_code: text(100).nullable(),
    location: text(300).nullable(),
  })
  .partial()
  .refine((b) => !(b.start_date && b.completion_date && b.start_date > b.completion_date), {
    message: 'The start date must not be after the completion date.',
    path: ['start_date'],
  });

export const updateSponsorBody = z
  .object({
    sponsor_name: text(300).nullable(),
    nasba_sponsor_id: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9A-Za-z-]*$/, 'Letters, digits and dashes only')
      .nullable(),
    address_line1: text(300).nullable(),
    address_line2: text(300).nullable(),
    city: text(100).nullable(),
    state: text(100).nullable(),
    postal_code: text(20).nullable(),
    country: text(100).nullable(),
  })
  .partial();

export const awardInputRow = z
  .object({
    field_of_study_id: bodyId,
    is_college_type: flag,
    college_unit: z.enum(COLLEGE_UNITS).nullable().optional(),
    college_hours: z.number().min(0).max(99).nullable().optional(),
    credits: z.number().min(0).max(MAX_ECP_CREDITS).nullable().optional(),
  })
  .refine((r) => r.is_college_type === 0 || (r.college_unit != null && r.college_hours != null), {
    message: 'A college row needs its unit (semester or quarter) and hours.',
    path: ['college_hours'],
  })
  .refine((r) => r.is_college_type === 1 || r.credits != null, { message: 'Required.', path: ['credits'] });

/** PUT /requests/ext-cpe/awards/{id}: the whole list replaces the request's awards (one row per field of study). */
export const updateAwardsBody = z
  .object({ rows: z.array(awardInputRow).max(50) })
  .refine((b) => new Set(b.rows.map((r) => r.field_of_study_id)).size === b.rows.length, {
    message: 'Each field of study may appear once.',
    path: ['rows'],
  });

// Workflow ------------------------------------------------------------------------------------

export const closeNotApprovedBody = z.object({
  requestId: bodyId,
  updatedBy: bodyId.optional(),
  reason: text(2000).optional(),
});
export const reopenBody = z.object({ requestId: bodyId, reason: text(2000).optional() });
export const transitionResponse = z.object({ message: z.string(), request_status: ecpStatus });

export const approvalsBody = z.object({ requestId: bodyId, requestType: z.literal(ECPE_REQUEST_TYPE) });
export const ecpCheck = z.object({
  section: z.enum(ECP_CHECKLIST_SECTIONS),
  message: z.string(),
  validation_status: z.enum(['PASS', 'FAIL']),
  status: z.enum(['Complete', 'Incomplete', 'Not Applicable']),
});
export const approvalsResponse = z.object({
  checklist: z.array(ecpCheck),
  rejected: z.boolean(),
  /** The validation flag: true when every section passes. */
  validation: z.boolean(),
});

// Feedback (shared layer) ----------------------------------------------------

export const requestFeedbackBody = z.object({
  requestId: bodyId,
  page_identifier: requiredText(100),
  field_identifier: text(200).nullable().optional(),
  feedback_note: requiredText(4000),
});

// External ids ---------------------------------------------------------------------------------

/** PUT /requests/ext-cpe/update/details: GET lists, ADD adds a FOCUS CODE or other id, DELETE removes one. */
export const updateExternalIdBody = z.discriminatedUnion('externalIdMethodVerb', [
  z.object({ requestId: bodyId, externalIdMethodVerb: z.literal('GET'), updatedBy: bodyId.optional() }),
  z.object({
    requestId: bodyId,
    externalIdMethodVerb: z.literal('ADD'),
    externalIdType: z.enum(['FOCUS CODE', 'CREDENTIAL ID', 'LEGACY ID']).default('FOCUS CODE'),
    externalId: requiredText(200),
    updatedBy: bodyId.optional(),
  }),
  z.object({ requestId: bodyId, externalIdMethodVerb: z.literal('DELETE'), externalId: bodyId, updatedBy: bodyId.optional() }),
]);

// Certificate reading -------------------------------------------------------------------------------

export const certificateBody = z.object({ docId: bodyId });
const proposal = <T extends z.ZodType>(value: T) =>
  z.object({ value, source: z.literal('certificate'), excerpt: z.string().describe('The certificate text the value was read from') });
export const certificateProposals = z.object({
  sponsor_name: proposal(z.string()).nullable(),
  nasba_sponsor_id: proposal(z.string()).nullable(),
  program_title: proposal(z.string()).nullable(),
  completion_date: proposal(z.string().describe('YYYY-MM-DD')).nullable(),
  delivery_method: proposal(z.object({ id: z.number().int(), name: z.string() })).nullable(),
  credits: z.array(proposal(z.object({ field_of_study_id: z.number().int(), field_of_study: z.string(), credits: z.number() }))),
});
export type CertificateProposals = z.infer<typeof certificateProposals>;
export const certificateResponse = z.object({
  docId: z.number().int(),
  proposals: certificateProposals,
  /** The start of the text read, for the learner to compare. */
  text_excerpt: z.string(),
  pages: z.number().int(),
});
/** POST /requests/ext-cpe/read-certificate: the same proposals, from a file read and not kept (no request exists yet). */
export const certificateFileResponse = certificateResponse.omit({ docId: true });

// Search and export ------------------------------------------------------------------------------

export const ecpSearchFilters = z.object({
  scope: z.enum(['mine', 'admin']),
  status: ecpStatus.optional(),
  /** Completion date on or after / on or before (YYYY-MM-DD). */
  startDate: ymd.optional(),
  endDate: ymd.optional(),
  text: z.string().trim().max(200).optional(),
});
export const ecpSearchBody = ecpSearchFilters.extend({
  cursor: z.string().max(200).nullable().optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export const ecpSearchRow = z.object({
  id: z.number().int(),
  title: z.string(),
  requester: z.string(),
  request_person_id: z.number().int(),
  request_status: ecpStatus,
  sponsor_name: z.string().nullable(),
  completion_date: z.string().nullable(),
  total_credits: z.number(),
  created_on: z.string(),
  submitted_on: z.string().nullable(),
});
export const ecpSearchResponse = z.object({ items: z.array(ecpSearchRow), nextCursor: z.string().nullable() });
export const ECP_EXPORT_COLUMNS = [
  'Request ID',
  'Title',
  'Requester',
  'Status',
  'Sponsor',
  'Completion Date',
  'CPE Credits',
  'Created On',
  'Submitted On',
];

// Transcripts -----------------------------------------------------------------------------------------

/**
 * An approved external CPE request on the learner's profile ("ecpe transcripts"),
 * shaped like a class transcript entry with fos_data.
 */
export const ecpeTranscriptEntry = z.object({
  index: z.number().int(),
  request_id: z.number().int(),
  title: z.string(),
  sponsor_name: z.string().nullable(),
  delivery_method: z.string().nullable(),
  /** YYYY-MM-DD */
  completed_on: z.string(),
  approved_at: z.string(),
  credits: z.number(),
  fos_data: z.array(
    z.object({
      field_of_study_id: z.number().int(),
      field_of_study: z.string(),
      subject_short_name: z.string(),
      credits: z.number(),
    }),
  ),
});
export type EcpeTranscriptEntry = z.infer<typeof ecpeTranscriptEntry>;
