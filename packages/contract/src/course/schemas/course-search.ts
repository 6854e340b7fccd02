import { z } from 'zod';
import { idParam } from '../../platform/index.ts';
import { bodyId, courseStatus } from './courses.ts';

/** Course search (`/course-search`): server-side filters, sorting and keyset paging; versions; LMS sync. */

const optionalId = idParam.optional();
/** A real calendar day (2024-02-30 is refused), as YYYY-MM-DD. */
const ymdQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Not a calendar date')
  .optional();

export const COURSE_SORTS = ['updated', 'title', 'id'] as const;

export const courseSearchFilters = z.object({
  search_text: z.string().trim().max(200).optional(),
  status: courseStatus.optional(),
  delivery_method_id: optionalId,
  agenda_type_id: optionalId,
  /** Last change on or after / on or before (YYYY-MM-DD). */
  date_from: ymdQuery,
  date_to: ymdQuery,
  sort: z.enum(COURSE_SORTS).default('updated'),
});
export type CourseSearchFilters = z.infer<typeof courseSearchFilters>;

export const courseSearchQuery = courseSearchFilters.extend({
  /** The opaque cursor of the previous page's last row (nextCursor); it holds the row's sort key, up to a 300-character title. */
  after: z.string().max(4096).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const courseSearchRow = z.object({
  id: z.number().int(),
  title: z.string(),
  course_status: courseStatus,
  delivery_method: z.string().nullable(),
  agenda_type: z.string().nullable(),
  version: z.number().int(),
  lms_id: z.string().nullable(),
  created_by_name: z.string(),
  updated_at: z.string(),
});
export type CourseSearchRow = z.infer<typeof courseSearchRow>;
export const courseSearchResponse = z.object({ items: z.array(courseSearchRow), nextCursor: z.string().nullable() });

export const COURSE_EXPORT_COLUMNS = [
  'Course ID',
  'Title',
  'Status',
  'Delivery Method',
  'Agenda Type',
  'Version',
  'LMS ID',
  'Created By',
  'Last Updated',
];

// Versions ------------------------------------------------------------------------------------

export const courseVersionsResponse = z.array(
  z.object({
    version: z.number().int(),
    finalized_at: z.string(),
    finalized_by_name: z.string().nullable(),
    snapshot: z.record(z.string(), z.unknown()),
    /** What changed from the previous version (empty for the first). */
    changes: z.array(z.object({ path: z.string(), before: z.unknown(), after: z.unknown() })),
  }),
);

// LMS sync --------------------------------------------------------------------------------------

export const updateSapCourseBody = z.object({ courseId: bodyId, updatedBy: bodyId.optional() });
/** The spec's shape: the screen reads data[0][0].request_id. */
export const updateSapCourseResponse = z.object({ data: z.array(z.array(z.object({ request_id: z.number().int() }))) });

export const queuedStatusResponse = z.object({
  request_id: z.number().int(),
  status: z.enum(['queued', 'sent', 'done', 'failed']),
  qty_in_queue: z.number().int(),
  unprocessed_messages: z.number().int(),
  error_messages: z.array(z.string()),
  lms_id: z.string().nullable(),
});

export const syncRequestParams = z.object({ id: idParam });
export const courseAgendaIdParams = z.object({ course_agenda_id: idParam });
export const agendaStatusResponse = z.object({ status_good: z.union([z.literal(0), z.literal(1)]) });
export const courseEventsBody = z.object({ courseId: bodyId });
export const courseEventsResponse = z.object({
  finished: z.boolean(),
  events: z.array(z.object({ action: z.string(), status: z.string(), occurred_at: z.string(), messages: z.array(z.string()) })),
});
