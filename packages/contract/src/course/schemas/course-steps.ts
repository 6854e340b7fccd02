import { z } from 'zod';
import { idParam } from '../../platform/index.ts';
import { bodyId, feedbackItem, ymd } from './courses.ts';

/** The calls behind the course's steps: CPE information, content review, IRS CE, feedback, approvals. */

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'Required.').max(max);

// CPE information (GET /agendas/cpe-info/{id}) ------------------------------------------

export const creditsResult = z.object({
  kind: z.string(),
  minutes: z.number(),
  total: z.number(),
  minimum: z.number(),
  increment: z.number(),
  byField: z.array(z.object({ field_of_study_id: z.number().int(), name: z.string(), minutes: z.number(), credits: z.number() })),
});

export const cpeInfoResponse = z.object({
  credit_increment: z.number(),
  prerequisites: z.string().nullable(),
  polling_events: z.number().int().nullable(),
  self_study_words: z.number().int().nullable(),
  self_study_media_minutes: z.number().int().nullable(),
  self_study_review_questions: z.number().int().nullable(),
  self_study_exam_questions: z.number().int().nullable(),
  prerequisites_required: z.boolean(),
  polling_events_required: z
    .number()
    .int()
    .describe('At least three polling events per credit for Group Internet-Based and Group Live & Group Internet; else 0'),
  engagement_measures: z.array(z.object({ id: z.number().int(), name: z.string(), selected: z.boolean() })),
  credits: creditsResult,
  qualifications: z.array(
    z.object({
      id: z.number().int(),
      qualification_id: z.number().int(),
      name: z.string(),
      state_id: z.number().int().nullable(),
      state: z.string().nullable(),
    }),
  ),
});

export const qualificationsBody = z.object({
  items: z.array(z.object({ qualification_id: bodyId, state_id: bodyId.nullable().optional() })).max(100),
});

// Content review (GET /agendas/review-status/{id}) --------------------------------------

export const contentReviewer = z.object({
  id: z.number().int(),
  reviewer_id: z.number().int(),
  name: z.string(),
  is_attested: z.boolean(),
  start_date: z.string().nullable(),
  completion_date: z.string().nullable(),
  note: z.string().nullable(),
});
export const reviewStatusResponse = z.object({
  required: z.boolean(),
  finalizationDate: z.string().nullable().describe('YYYY-MM-DD'),
  days: z.array(z.object({ day: z.number().int(), developer_ids: z.array(z.number().int()), reviewers: z.array(contentReviewer) })),
});
export const contentReviewBody = z.object({
  day: z.number().int().min(1).max(60),
  reviewer_id: bodyId,
  is_attested: z.boolean().optional(),
  start_date: ymd.nullable().optional(),
  completion_date: ymd.nullable().optional(),
  note: text(2000).nullable().optional(),
});
export const contentReviewUpdateBody = contentReviewBody.omit({ day: true, reviewer_id: true });
/** {id} is the reviewer entry's id (POST …/content-review/{id} adds one to a course: one parameter name per path position). */
export const reviewIdParams = z.object({
  id: idParam.describe('The content review entry id'),
});
export const reviewRemoveParams = z.object({ reviewId: idParam });

// Feedback ----------------------------------------------------------------------------------

export const feedbackListResponse = z.array(feedbackItem);
export const addFeedbackBody = z.object({
  page_identifier: requiredText(100),
  field_identifier: text(200).nullable().optional(),
  feedback_note: requiredText(4000),
});
export const resolveFeedbackBody = z.object({ resolution_note: requiredText(4000) });
export const feedbackIdParams = z.object({ feedbackId: idParam });

// Approvals -----------------------------------------------------------------------------------

export const approvalCheck = z.object({
  section: z.string(),
  validation_status: z.enum(['PASS', 'FAIL']),
  message: z.string(),
});
export const validationResponse = z.array(approvalCheck);

export const workflowHistoryResponse = z.array(
  z.object({
    id: z.number().int(),
    action: z.string(),
    from_status: z.string().nullable(),
    to_status: z.string().nullable(),
    comment: z.string().nullable(),
    version: z.number().int().nullable(),
    person_name: z.string().nullable(),
    occurred_at: z.string(),
  }),
);

export const auditInfoBody = z.object({
  learningObjectId: bodyId,
  refLearningObjectId: bodyId.describe('The learning object type: 1 course, 3 class, 7 affidavit of attendance, 8 external CPE request'),
});
/** How a value of the audit trail reads: as is (names, numbers, Yes/No, times), quoted (free text), or a date to format. */
export const AUDIT_VALUE_KINDS = ['plain', 'quoted', 'datetime', 'date'] as const;
export const auditFieldChange = z.object({
  field: z.string(),
  /** The field as a sentence names it: 'delivery method', 'role'. */
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The values as people read them: ids resolved to names; null when empty. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  kind: z.enum(AUDIT_VALUE_KINDS),
});
export const auditInfoResponse = z.array(
  z.object({
    id: z.string().describe('The audit entry id (a bigint)'),
    occurred_at: z.string(),
    person_name: z.string().nullable(),
    /** Written on a proxy session (/admin/proxy): the administrator who acted on behalf of person_name. */
    proxy_person_name: z.string().nullable().optional(),
    entity: z.string(),
    entity_id: z.string().nullable(),
    action: z.string(),
    /** What the row is, named: 'the agenda module "Opening"', 'the contact Cora Coordinator (Coordinator)'. */
    record: z.string(),
    /** The offering's own row (the course, the class) rather than one of its parts. */
    is_offering: z.boolean(),
    /** Only the fields that changed; a change of nothing but bookkeeping is not listed at all. */
    changes: z.array(auditFieldChange),
    /**
     * What happened, in words, when the entry is an event rather than field changes (the
     * sentence between who and when): 'marked Lee Learner attended on day 2', 'marked 2,000
     * learners absent on day 1', 'recorded missed time 10:00–10:30 on day 1 for Lee Learner'.
     * A mark of many learners at once is one entry.
     */
    statement: z.string().nullable().optional(),
  }),
);

// IRS CE -----------------------------------------------------------------------------------------

export const irsInfoBody = z.object({
  is_irs_ce: z.boolean().optional(),
  irs_program_number: text(50).nullable().optional(),
  is_irs_ce_approved: z.boolean().optional(),
});
export const personOption = z.object({ id: z.number().int(), name: z.string() });
export const rolePeopleResponse = z.array(personOption);
export const irsReviewerResponse = z.object({ approver: personOption.nullable(), is_irs_ce: z.boolean(), is_irs_ce_approved: z.boolean() });
export const assignIrsReviewerBody = z.object({ agendaId: bodyId, reviewerId: bodyId.nullable() });
export const roleIdParams = z.object({ roleId: idParam });

// External ids, contacts, NASBA ---------------------------------------------------------------

export const EXTERNAL_ID_TYPES = ['CREDENTIAL ID', 'FOCUS CODE', 'LEGACY ID', 'VENDOR CODE'] as const;
export const externalIdsBody = z.discriminatedUnion('methodVerb', [
  z.object({ methodVerb: z.literal('GET') }),
  z.object({ methodVerb: z.literal('ADD'), externalIdType: z.enum(EXTERNAL_ID_TYPES), addIdValue: requiredText(200) }),
  z.object({ methodVerb: z.literal('DELETE'), deleteId: bodyId }),
]);
export const externalIdsResponse = z.array(z.object({ id: z.number().int(), id_type: z.string(), external_id_value: z.string() }));

export const COURSE_CONTACT_ROLES = ['Owner', 'Developer', 'Subject Matter Expert', 'Reviewer', 'Coordinator'] as const;
export const addCoursePersonBody = z.object({ personId: bodyId, contactRole: z.enum(COURSE_CONTACT_ROLES) });
export const coursePeopleIdParams = z.object({ coursePeopleId: idParam });

export const nasbaResponse = z.array(
  z.object({ question_id: z.number().int(), question: z.string(), is_required: z.boolean(), answer: z.string().nullable() }),
);
export const nasbaBody = z.object({ answers: z.array(z.object({ question_id: bodyId, answer: text(4000) })).max(200) });

// Lookups of the course workspace ------------------------------------------------------------

export const courseLookupsResponse = z.object({
  moduleTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  programQualifications: z.array(z.object({ id: z.number().int(), name: z.string(), needs_jurisdiction: z.boolean() })),
  contactRoles: z.array(z.string()),
  externalIdTypes: z.array(z.string()),
});
