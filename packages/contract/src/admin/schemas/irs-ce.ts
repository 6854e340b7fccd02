import { z } from 'zod';
import { idParam, isCalendarDate } from '../../platform/index.ts';
import { IRS_MESSAGES, isIrsProgramNumber, normalizeIrsProgramNumber } from '../rules/irs-ce-rules.ts';

/** IRS CE administration (/admin/irs; ADR 0038). */
const programNumber = z
  .string()
  .transform(normalizeIrsProgramNumber)
  .refine(isIrsProgramNumber, IRS_MESSAGES.programNumberFormat)
  .describe('XXXXX-T-NNNNN-YY');

export const irsProgramBody = z.object({
  program_number: programNumber,
  title: z.string().trim().min(1, 'Required.').max(300),
  ce_hours: z.number().int('The IRS counts whole hours.').min(1, 'At least 1 hour.').max(99).describe('Whole CE hours (50 minutes each)'),
  course_ids: z.array(idParam).max(200).default([]).describe('Courses filed under this program number'),
});
export type IrsProgramBody = z.input<typeof irsProgramBody>;

export const irsProgramParams = z.object({ id: idParam.describe('The IRS program id') });

export const irsProgram = z.object({
  id: z.number().int(),
  program_number: z.string(),
  program_type: z.string().describe('The type letter in words'),
  title: z.string(),
  ce_hours: z.number(),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type IrsProgram = z.infer<typeof irsProgram>;
export const irsProgramsResponse = z.array(irsProgram);
export const irsProgramSaved = z.object({ id: z.number().int(), message: z.string() });

export const irsCourseOption = z.object({ id: z.number().int(), title: z.string(), irs_program_number: z.string().nullable() });
export const irsCoursesResponse = z.array(irsCourseOption);

const day = z.string().refine(isCalendarDate, 'Expected a date YYYY-MM-DD');
export const irsReportQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'The period ends before it starts.', path: ['to'] });
export type IrsReportQuery = z.input<typeof irsReportQuery>;
export const irsReportFileQuery = z
  .object({ from: day, to: day, format: z.enum(['xlsx', 'csv']) })
  .refine((q) => q.from <= q.to, { message: 'The period ends before it starts.', path: ['to'] });

export const irsReportRow = z.object({
  person_id: z.number().int(),
  class_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  ptin: z.string().nullable(),
  program_number: z.string(),
  ce_hours: z.number(),
  completion_date: z.string(),
});
export const irsReportResponse = z.object({
  rows: z.array(irsReportRow).describe('Filed in the upload'),
  problems: z.array(irsReportRow.extend({ problem: z.string() })).describe('Left out of the upload, with why'),
});
export type IrsReportResponse = z.infer<typeof irsReportResponse>;
