import { z } from 'zod';
import { approvalCheck, bodyId, courseAbilitiesBody, courseResponse, INDEPENDENT_STUDY_STATUSES } from '../../course/index.ts';
import { idParam } from '../../platform/index.ts';
import { INDEPENDENT_STUDY_REQUEST_TYPES, PROGRAM_STATUSES } from '../rules/independent-study-rules.ts';

/**
 * Independent studies and independent study programs (/independentstudy/{id},
 * /independentstudy-requests, the searches, headers, GET /ind-study/header/{id},
 * GET /alt-programs/{id}, PUT /alt-programs/close/{id}). The other calls are ours (ADR 0026).
 */

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required.').max(max);
const count = (max: number) => z.number().int().min(0).max(max);

export const independentStudyStatus = z.enum(INDEPENDENT_STUDY_STATUSES);
export const programStatus = z.enum(PROGRAM_STATUSES);
export const requestType = z.enum(INDEPENDENT_STUDY_REQUEST_TYPES);
export const independentStudyIdParams = z.object({ id: idParam.describe('The independent study id') });
export const programIdParams = z.object({ id: idParam.describe('The independent study program id') });

// Programs ----------------------------------------------------------------------------------------

export const createProgramBody = z.object({
  title: requiredText(300),
  /** The program owner; the caller when left out. */
  owner_id: bodyId.optional(),
});

/** The program's request header (status, submitter, program_owner, internal_id, date_created) and the request's title. */
export const programHeader = z.object({
  internal_id: z.number().int(),
  title: z.string(),
  status: programStatus,
  submitter: z.string(),
  submitter_id: z.number().int(),
  program_owner: z.string(),
  owner_id: z.number().int(),
  /** YYYY-MM-DD */
  date_created: z.string(),
});

export const programStudyRow = z.object({
  id: z.number().int(),
  title: z.string(),
  course_status: independentStudyStatus,
  request_status: z.string(),
  request_type_name: z.string().nullable(),
  submitted_by: z.string().nullable(),
  credits: z.number(),
});

export const programAbilitiesBody = z.object({ close: z.boolean(), addStudy: z.boolean() });

export const programResponse = z.object({ header: programHeader, studies: z.array(programStudyRow), abilities: programAbilitiesBody });
export type ProgramResponse = z.infer<typeof programResponse>;

/** PUT /alt-programs/close/{id} {updatedBy}: the spec's field; who closes is the session's person. */
export const closeProgramBody = z.object({ updatedBy: bodyId.optional() });
export const closeProgramResponse = z.object({ message: z.string(), status: programStatus });

export const programSearchFilters = z.object({
  text: z.string().trim().max(200).optional(),
  status: programStatus.optional(),
});
export const programSearchBody = programSearchFilters.extend({
  cursor: z.string().max(200).nullable().optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export const programSearchRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: programStatus,
  submitter: z.string(),
  program_owner: z.string(),
  date_created: z.string(),
  study_count: z.number().int(),
});
export const programSearchResponse = z.object({ items: z.array(programSearchRow), nextCursor: z.string().nullable() });

// Independent study ------------------------------------------------------------------------------

export const createIndependentStudyBody = z.object({
  program_id: bodyId,
  title: requiredText(300),
  request_type: requestType,
  agenda_type_id: bodyId.nullable().optional(),
  /** QAS Self Study when left out. */
  delivery_method_id: bodyId.nullable().optional(),
});

/** The independent study header. */
export const independentStudyHeader = z.object({
  internal_id: z.number().int(),
  title: z.string(),
  program_id: z.number().int().nullable(),
  program_title: z.string().nullable(),
  /** Who last submitted it; until then the staff member who requested (created) it. */
  submitted_by: z.string().nullable(),
  submitter_id: z.number().int().nullable(),
  request_type_name: z.string().nullable(),
  agenda_type: z.string().nullable(),
  delivery_method: z.string().nullable(),
  /** YYYY-MM-DD, null until submitted. */
  submitted_on: z.string().nullable(),
  /** YYYY-MM-DD: finalization (or creation) date plus the tenant's content expiry in years. */
  content_exp_date: z.string(),
  request_status: z.string(),
  course_status: independentStudyStatus,
  created_by: z.number().int(),
  class_id: z.number().int().nullable(),
  /** The staff member who requested (created) the study: the subheader's Requestor Name. */
  created_by_name: z.string(),
  /** Learners on the delivery class's roster (who completed it). */
  class_roster: z.number().int(),
});
export type IndependentStudyHeader = z.infer<typeof independentStudyHeader>;

export const independentStudyAbilitiesBody = courseAbilitiesBody.extend({ notApprove: z.boolean(), assignLearners: z.boolean() });

export const selfStudySummary = z.object({
  words: z.number().int().nullable(),
  media_minutes: z.number().int().nullable(),
  review_questions: z.number().int().nullable(),
  /** The questions of the study's final exam (PUT /ind-study/exam/{id} writes them). */
  exam_questions: z.number().int().nullable(),
  /** Total CPE credits by the contract's credit rules (the word-count formula for QAS Self Study). */
  credits: z.number(),
  required_review_questions: z.number().int(),
  required_exam_questions: z.number().int(),
  /** The course's prerequisites, JSON text, entered on the study's CPE Information. */
  prerequisites: z.string().nullable(),
  /** A module at a knowledge level that calls for prerequisites (the checklist's CPE Information row). */
  prerequisites_required: z.boolean(),
});

export const independentStudyResponse = z.object({
  course: courseResponse,
  header: independentStudyHeader,
  program: z.object({ id: z.number().int(), title: z.string(), status: programStatus }).nullable(),
  abilities: independentStudyAbilitiesBody,
  checklist: z.array(approvalCheck),
  selfStudy: selfStudySummary,
});
export type IndependentStudyResponse = z.infer<typeof independentStudyResponse>;

/** PUT /ind-study/{id}: only the fields sent change; null clears an optional one. */
export const updateIndependentStudyBody = z.object({
  title: requiredText(300).optional(),
  description: text(5000).nullable().optional(),
  objectives: text(5000).nullable().optional(),
  request_type: requestType.optional(),
  agenda_type_id: bodyId.nullable().optional(),
  delivery_method_id: bodyId.nullable().optional(),
});

/**
 * PUT /ind-study/self-study/{id}: the word-count formula's counts and the prerequisites. The final
 * exam's question count is no longer typed: it is the count of the exam's questions (ADR 0052).
 */
export const selfStudyBody = z.object({
  /** JSON text, as PUT /agendas/cpe-info takes it; null clears it. */
  prerequisites: text(10000).nullable().optional(),
  words: count(10_000_000).nullable().optional(),
  media_minutes: count(100_000).nullable().optional(),
  review_questions: count(100_000).nullable().optional(),
});

export const INDEPENDENT_STUDY_ACTIONS = ['submit', 'return', 'finalize', 'notApprove'] as const;
export const independentStudyWorkflowBody = z.object({
  action: z.enum(INDEPENDENT_STUDY_ACTIONS),
  comment: text(2000).optional(),
});
export const independentStudyWorkflowResponse = z.object({ message: z.string(), course_status: independentStudyStatus });

// Completion and roster ---------------------------------------------------------------------------

export const independentStudyRosterResponse = z.array(
  z.object({
    person_id: z.number().int(),
    name: z.string(),
    email_address: z.string().nullable(),
    /** YYYY-MM-DD */
    completed_on: z.string(),
    exam_score: z.number(),
    credits: z.number(),
  }),
);

// Searches ----------------------------------------------------------------------------------------

export const INDEPENDENT_STUDY_SORTS = ['updated', 'title'] as const;
export const independentStudySearchFilters = z.object({
  text: z.string().trim().max(200).optional(),
  status: independentStudyStatus.optional(),
  program_id: idParam.optional(),
  sort: z.enum(INDEPENDENT_STUDY_SORTS).default('updated'),
});
export const independentStudySearchBody = independentStudySearchFilters.extend({
  /** The opaque cursor of the previous page's last row (nextCursor). */
  cursor: z.string().max(4096).nullable().optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export const independentStudySearchRow = z.object({
  id: z.number().int(),
  title: z.string(),
  course_status: independentStudyStatus,
  request_status: z.string(),
  request_type_name: z.string().nullable(),
  program_id: z.number().int().nullable(),
  program_title: z.string().nullable(),
  delivery_method: z.string().nullable(),
  created_by_name: z.string(),
  updated_at: z.string(),
});
export const independentStudySearchResponse = z.object({ items: z.array(independentStudySearchRow), nextCursor: z.string().nullable() });
export const INDEPENDENT_STUDY_EXPORT_COLUMNS = [
  'Independent Study ID',
  'Title',
  'Status',
  'Request Status',
  'Request Type',
  'Program ID',
  'Program',
  'Delivery Method',
  'Created By',
  'Last Updated',
];

/** The learner's search: Finalized studies, with the caller's own completion. */
export const learnerStudySearchFilters = z.object({ text: z.string().trim().max(200).optional() });
export const learnerStudySearchBody = learnerStudySearchFilters.extend({
  cursor: z.string().max(4096).nullable().optional(),
  limit: z.number().int().min(1).max(100).default(25),
});
export const learnerStudySearchRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  delivery_method: z.string().nullable(),
  credits: z.number(),
  content_exp_date: z.string(),
  /** YYYY-MM-DD when the caller completed it, else null. */
  completed_on: z.string().nullable(),
});
export const learnerStudySearchResponse = z.object({ items: z.array(learnerStudySearchRow), nextCursor: z.string().nullable() });
export const LEARNER_STUDY_EXPORT_COLUMNS = [
  'Independent Study ID',
  'Title',
  'Delivery Method',
  'CPE Credits',
  'Content Exp. Date',
  'Completed On',
];
