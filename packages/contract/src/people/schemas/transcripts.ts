import { z } from 'zod';

/**
 * A person's transcript of one certified class (the profile's "Transcripts (with
 * fos_data lists, index)"): what certification wrote, one credit row per field of study.
 */
export const transcriptFos = z.object({
  field_of_study_id: z.number().int(),
  field_of_study: z.string(),
  subject_short_name: z.string(),
  credits: z.number(),
});

export const transcriptEntry = z.object({
  /** 1 for the newest completion, then in order. */
  index: z.number().int(),
  class_id: z.number().int(),
  class_title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  /** YYYY-MM-DD: the class's last day. */
  completed_on: z.string(),
  certified_at: z.string(),
  /** The class's credits for the person: the sum of fos_data. */
  credits: z.number(),
  fos_data: z.array(transcriptFos),
});
export type TranscriptEntry = z.infer<typeof transcriptEntry>;
