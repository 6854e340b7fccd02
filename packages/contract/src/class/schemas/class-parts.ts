import { z } from 'zod';
import { approvalCheck, bodyId } from '../../course/index.ts';
import { idParam } from '../../platform/index.ts';
import { CLASS_STATUSES } from '../rules/class-statuses.ts';

/** Class calls beyond the spec's named shapes: segments, modules, instructors, staff, search, certification, LMS import. */

/**
 * Schemas of the class calls that packages/contract/src/class/schemas/classes.ts does not hold yet
 * (segments, instructors, staff, search, the course's Classes step). They live here while
 * the other class parts are built in parallel; the web app should import them from the
 * contract once they move there.
 */

const personRef = z.object({ person_id: z.number().int(), name: z.string() });
const ymdQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a calendar date');

export const contactIdParams = z.object({ contactId: idParam });

/** GET /class/segments/{id}: each class day with the course's modules of that day number. */
export const classSegmentsResponse = z.array(
  z.object({
    day: z.number().int(),
    date: z.string(),
    module_id: z.number().int(),
    title: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    is_credit_qualified: z.boolean(),
    instructors: z.array(personRef),
  }),
);

/** GET /class-modules/{id}: the course's modules with the instructors the class assigned to each. */
export const classModulesResponse = z.array(
  z.object({
    module_id: z.number().int(),
    day: z.number().int(),
    day_index: z.number().int(),
    title: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    is_credit_qualified: z.boolean(),
    course_instructors: z.array(personRef),
    instructors: z.array(personRef),
  }),
);

/** GET /class/instructor/{id}: the class's instructors with the credits of the modules they teach (the instructor credit summary). */
export const classInstructor = personRef.extend({
  preferred: z.boolean(),
  total_credits: z.number(),
  credits: z.array(z.object({ credits: z.number(), subject_area: z.object({ subject_short_name: z.string() }) })),
});
export const classInstructorsResponse = z.array(classInstructor);
export const setInstructorsBody = z.object({ person_ids: z.array(bodyId).max(50) });
export const setModuleInstructorsBody = z.object({ module_id: bodyId, person_ids: z.array(bodyId).max(50) });

/** GET /class/staff/{id}: contacts by role, the monitor ratio, and the roles a class contact may have. */
export const classStaffResponse = z.object({
  contacts: z.array(
    z.object({
      class_contact_id: z.number().int(),
      person_id: z.number().int(),
      name: z.string(),
      role_id: z.number().int(),
      role_name: z.string(),
      kind: z.enum(['dedicated-monitor', 'monitor', 'coordinator', 'other']),
    }),
  ),
  monitors: z.object({
    monitors: z.number().int(),
    coordinators: z.number().int(),
    dedicated: z.number().int(),
    dedicatedNeeded: z.number().int(),
    warning: z.boolean(),
    message: z.string().nullable(),
  }),
  roles: z.array(z.object({ role_id: z.number().int(), role_name: z.string() })),
});
export const addStaffBody = z.object({ person_id: bodyId, role_id: bodyId });

/** A class as lists show it (search, the course's Classes step). */
export const classListRow = z.object({
  id: z.number().int(),
  class_title: z.string(),
  status: z.enum(CLASS_STATUSES),
  course_id: z.number().int(),
  course_title: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  timezone: z.string(),
  lms_id: z.string().nullable(),
  alternate_id: z.string().nullable(),
  roster_count: z.number().int(),
});
export type ClassListRow = z.infer<typeof classListRow>;
export const courseClassesResponse = z.array(classListRow);

/** GET /class/search and its export: the search-screen state that filters classes. */
export const classSearchFilters = z.object({
  search_text: z.string().trim().max(200).optional(),
  status: z.enum(CLASS_STATUSES).optional(),
  /** A class day within the range (inclusive), or on the single date. */
  date_from: ymdQuery.optional(),
  date_to: ymdQuery.optional(),
  date: ymdQuery.optional(),
  /** A learner on the roster or an instructor of the class. */
  person_id: idParam.optional(),
  course_id: idParam.optional(),
});
export type ClassSearchFilters = z.infer<typeof classSearchFilters>;
export const classSearchQuery = classSearchFilters.extend({
  after: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const classSearchResponse = z.object({ items: z.array(classListRow), nextCursor: z.string().nullable() });

export const CLASS_EXPORT_COLUMNS = [
  'Class ID',
  'Title',
  'Status',
  'Course',
  'Start Date',
  'End Date',
  'Timezone',
  'LMS ID',
  'Alternate ID',
  'Roster Count',
] as const;

/**
 * Schemas of the class lifecycle calls (validate certification, certify,
 * import from the LMS, status, events). Kept next to the routes while the class schemas
 * in packages/contract are being written by others; the screens read the same shapes.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/** GET /class/validate/certification/{id}. */
export const certificationValidationResponse = z.object({
  passes_validation: flag,
  failed_validation_reason: z.string().nullable(),
  certification: z.array(approvalCheck.extend({ message: z.string().optional() })),
  attestation: z.array(approvalCheck.extend({ message: z.string().optional() })),
});
export type CertificationValidation = z.infer<typeof certificationValidationResponse>;

/** PUT /class/certify/{id}: the certify confirmation dialog's fields. */
export const certifyBody = z.object({
  updatedBy: bodyId.optional(),
  cq_duration: z.number().int().min(0).max(100_000).nullable().optional(),
  sponsor: z.string().trim().max(300).nullable().optional(),
  lmsId: z.string().trim().max(100).nullable().optional(),
  classID2: z.string().trim().max(100).nullable().optional(),
  /** Preferred instructors to record with the certification (person ids). */
  instructors: z.array(bodyId).max(50).optional(),
});

/** The queued request the screen polls with GET /external-requests/status/{request_id}. */
export const certifyResponse = z.object({
  request_id: z.number().int(),
  unprocessed_messages: z.number().int(),
  error_messages: z.array(z.string()),
});

export const LMS_TYPE_VALUES = ['SAP', 'LCVISTA', 'SABA'] as const;

/** POST /class/import/sap/{id} and /class/import/sap/allDetails/{id}. */
export const classImportBody = z.object({
  in_lms: z.enum(LMS_TYPE_VALUES).optional(),
  in_class_status: z.string().trim().max(40).optional(),
  in_created_by: bodyId.optional(),
  in_action: z.string().trim().max(60).optional(),
});

export const classImportResponse = z.object({
  /** The sync request id, as text: the screen polls GET /class/status/{id} and may read the request by it. */
  uuid: z.string(),
  success: z.boolean(),
  message: z.string(),
  alertType: z.enum(['success', 'error', 'info', 'warning']),
});

export const classEventsBody = z.object({ classId: bodyId });

/** GET /course/roster/{id}: the course's learners across its classes (the course's Roster step). */
export const courseRosterRow = z.object({
  class_roster_id: z.number().int(),
  class_id: z.number().int(),
  class_title: z.string(),
  class_status: z.enum(CLASS_STATUSES),
  start_date: z.string().nullable(),
  person_id: z.number().int(),
  name: z.string(),
  email_address: z.string().nullable(),
  attended_days: z.number().int(),
  class_days: z.number().int(),
});
export const courseRosterResponse = z.array(courseRosterRow);
