import { z } from 'zod';
import { idParam, isCalendarDate } from '../../platform/index.ts';
import { transcriptFos } from './transcripts.ts';

/**
 * A person's transcripts page (user administration 'transcripts'; ADR 0031): every
 * credit the person earned, certified classes and offerings completed through their delivery
 * class (transcripts) and approved external CPE (ecpe_transcripts), in a period.
 */

const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

export const TRANSCRIPT_SOURCES = ['class', 'independent_study', 'local_learning', 'vended_content', 'external_cpe'] as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[number];

/** How each source reads on the page and in the export. */
export const TRANSCRIPT_SOURCE_LABELS: Record<TranscriptSource, string> = {
  class: 'Class',
  independent_study: 'Independent Study',
  local_learning: 'Local Learning',
  vended_content: 'Vended Content',
  external_cpe: 'External CPE',
};

export const personTranscriptParams = z.object({ personId: idParam });

/** The period: completions on or after `from` and on or before `to`; either may be left open. */
export const personTranscriptQuery = z
  .object({ from: ymd.optional(), to: ymd.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The period must not end before it starts.', path: ['to'] });
export type PersonTranscriptQuery = z.infer<typeof personTranscriptQuery>;

export const personTranscriptEntry = z.object({
  source: z.enum(TRANSCRIPT_SOURCES),
  /** The person: with class_id, what a certificate of completion is for. */
  person_id: z.number().int(),
  /** The class (the delivery class of an independent study, local learning or vended item); null for external CPE. */
  class_id: z.number().int().nullable(),
  /** The offering (course, independent study, local learning or vended item); null for external CPE. */
  course_id: z.number().int().nullable(),
  /** The external CPE request; null for the others. */
  request_id: z.number().int().nullable(),
  title: z.string(),
  /** The offering's title (a class's course); null for external CPE. */
  course_title: z.string().nullable(),
  /** YYYY-MM-DD */
  completed_on: z.string(),
  delivery_method: z.string().nullable(),
  sponsor: z.string().nullable(),
  /** Where a class took place; null for the others. */
  location: z.string().nullable(),
  /** The credit record's total, rounded once by its delivery method's rule; fos_data adds up to it (ADR 0051). */
  credits: z.number(),
  fos_data: z.array(transcriptFos),
});
export type PersonTranscriptEntry = z.infer<typeof personTranscriptEntry>;

export const personTranscriptResponse = z
  .object({
    person_id: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** Newest completion first. */
    entries: z.array(personTranscriptEntry),
    totals: z.object({ credits: z.number(), by_field: z.array(transcriptFos) }),
  })
  .meta({ id: 'PersonTranscript' });
export type PersonTranscript = z.infer<typeof personTranscriptResponse>;

/** The export's columns, in order (one row per entry; credits by field of study in one cell). */
export const PERSON_TRANSCRIPT_EXPORT_COLUMNS = [
  'Completed',
  'Type',
  'Title',
  'Sponsor',
  'Delivery Method',
  'Location',
  'Credits by Field of Study',
  'CPE Credits',
] as const;
