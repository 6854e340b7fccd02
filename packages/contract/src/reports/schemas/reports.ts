import { z } from 'zod';
import { CLASS_STATUSES } from '../../class/index.ts';
import { idParam, isCalendarDate, isoDateTime } from '../../platform/index.ts';

/**
 * Reports of /reports (issue 16, ADR 0041): an administrator asks for a run of one report with
 * its filters; a job computes it (progress 0–100); the finished run's rows are read in pages,
 * sorted by any column, and downloaded as CSV or XLSX.
 */
export const REPORT_KINDS = ['credits', 'attendance', 'requests', 'courses', 'behind'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Record<ReportKind, string> = {
  credits: 'CPE credits by person, office, field of study and period',
  attendance: 'Class attendance and certification status',
  requests: 'AOA and external CPE requests by status and age',
  courses: 'Courses by status and delivery method',
  behind: 'Learners behind on their jurisdiction’s requirement',
};

/** The statuses a report's status filter accepts; a report absent here has no status filter. */
export const REPORT_STATUSES: Partial<Record<ReportKind, readonly string[]>> = {
  attendance: CLASS_STATUSES,
  requests: ['Draft', 'Submitted', 'Reopened', 'Approved', 'Not Approved', 'Voided'],
  courses: ['Draft', 'Pending Signoff', 'Finalized', 'Editing'],
};

/** Which filters each report reads (the screen shows these, the server refuses the others). */
export const REPORT_FILTERS: Record<ReportKind, readonly (keyof ReportFilters)[]> = {
  credits: ['from', 'to', 'office', 'field_of_study_id', 'interval'],
  attendance: ['from', 'to', 'status', 'delivery_method_id'],
  requests: ['from', 'to', 'status'],
  courses: ['status', 'delivery_method_id'],
  behind: ['office', 'as_of'],
};

export const REPORT_INTERVALS = ['month', 'quarter', 'year'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

export const reportFilters = z
  .object({
    from: ymd.optional().describe('On or after this day'),
    to: ymd.optional().describe('On or before this day'),
    as_of: ymd.optional().describe('Behind report: the day to measure at (today when left out)'),
    office: z.string().trim().min(1, 'Required.').max(100).optional(),
    field_of_study_id: idParam.optional(),
    delivery_method_id: idParam.optional(),
    status: z.string().trim().min(1, 'Required.').max(40).optional(),
    interval: z.enum(REPORT_INTERVALS).optional().describe('Credits report: the length of a period (year when left out)'),
  })
  .strict();
export type ReportFilters = z.infer<typeof reportFilters>;

export const createReportRunBody = z
  .object({ report: z.enum(REPORT_KINDS), filters: reportFilters.default({}) })
  .superRefine((body, ctx) => {
    const allowed = new Set<string>(REPORT_FILTERS[body.report]);
    for (const [key, value] of Object.entries(body.filters)) {
      if (value !== undefined && !allowed.has(key))
        ctx.addIssue({ code: 'custom', path: ['filters', key], message: `Not a filter of the ${body.report} report` });
    }
    const statuses = REPORT_STATUSES[body.report];
    if (body.filters.status !== undefined && statuses && !statuses.includes(body.filters.status))
      ctx.addIssue({ code: 'custom', path: ['filters', 'status'], message: `Expected one of ${statuses.join(', ')}` });
    if (body.filters.from && body.filters.to && body.filters.from > body.filters.to)
      ctx.addIssue({ code: 'custom', path: ['filters', 'to'], message: 'Must not be before from' });
  });
export type CreateReportRunBody = z.infer<typeof createReportRunBody>;
export const createReportRunResponse = z.object({ id: z.number().int() });

export const reportRunParams = z.object({ id: idParam.describe('The report run id') });

export const REPORT_PAGE_SIZE_MAX = 500;
export const reportRunQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE_MAX).default(100),
    sort: z
      .string()
      .regex(/^[a-z_]{1,40}$/, 'Expected a column key')
      .optional()
      .describe('A column key'),
    dir: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();

export const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'number', 'percent', 'date']),
});
export type ReportColumn = z.infer<typeof reportColumn>;
export const reportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCell>;
export type ReportRow = ReportCell[];

/** A bar chart: one bar per label, one series per name (stacked when there are several). */
export const reportChart = z.object({
  title: z.string(),
  labels: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
});
export type ReportChart = z.infer<typeof reportChart>;

export const REPORT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const reportRun = z.object({
  id: z.number().int(),
  report: z.enum(REPORT_KINDS),
  filters: reportFilters,
  status: z.enum(REPORT_RUN_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  requested_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
  expires_at: isoDateTime,
  columns: z.array(reportColumn),
  rows: z.array(z.array(reportCell)),
  total_rows: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  chart: reportChart.nullable(),
});
export type ReportRun = z.infer<typeof reportRun>;

export const reportFilterOptions = z.object({
  offices: z.array(z.string()),
  fields_of_study: z.array(z.object({ id: z.number().int(), name: z.string() })),
  delivery_methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ReportFilterOptions = z.infer<typeof reportFilterOptions>;
