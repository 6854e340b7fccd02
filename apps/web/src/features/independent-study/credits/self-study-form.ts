import { type IndependentStudyResponse, MESSAGES, prerequisiteLines, prerequisitesJson, type selfStudyBody } from '@cpe/contract';
import { z } from 'zod';

export const SELF_STUDY_FIELDS = [
  { name: 'words', label: 'Words' },
  { name: 'media_minutes', label: 'Audio/video minutes' },
  { name: 'review_questions', label: 'Review questions' },
] as const;
export type SelfStudyField = (typeof SELF_STUDY_FIELDS)[number]['name'];

const count = z.string().regex(/^\d*$/, 'Enter a whole number.');
/**
 * The counts as the form holds them (digits, '' for none; the final exam's count is the exam's own, ADR 0052) and the prerequisites, one per line
 * as on the course's CPE Information; they are required when a module's knowledge level calls
 * for them (the checklist's CPE Information row), or the study could never be finalized.
 */
export function selfStudySchema(prerequisitesRequired: boolean) {
  return z.object({ words: count, media_minutes: count, review_questions: count, prerequisites: z.string() }).superRefine((form, ctx) => {
    if (prerequisitesRequired && prerequisitesJson(form.prerequisites) === null) {
      ctx.addIssue({ code: 'custom', path: ['prerequisites'], message: MESSAGES.required });
    }
  });
}
export type SelfStudyValues = z.infer<ReturnType<typeof selfStudySchema>>;

const str = (n: number | null) => (n === null ? '' : String(n));

export function selfStudyValues(s: IndependentStudyResponse['selfStudy']): SelfStudyValues {
  return {
    words: str(s.words),
    media_minutes: str(s.media_minutes),
    review_questions: str(s.review_questions),
    prerequisites: prerequisiteLines(s.prerequisites).join('\n'),
  };
}

/** PUT /ind-study/self-study/{id}: every count (an empty one clears it) and the prerequisites as the JSON list stored. */
export function selfStudyBodyOf(v: SelfStudyValues): z.input<typeof selfStudyBody> {
  const num = (s: string) => (s === '' ? null : Number(s));
  return {
    words: num(v.words),
    media_minutes: num(v.media_minutes),
    review_questions: num(v.review_questions),
    prerequisites: prerequisitesJson(v.prerequisites),
  };
}

/** 'Required: at least 5 (3 per CPE credit); 6 entered.' and whether the count meets it. */
export function minimumText(required: number, entered: number | null, perCredit: number): { text: string; met: boolean } {
  const met = (entered ?? 0) >= required;
  return { text: `At least ${required} required (${perCredit} per CPE credit)${met ? '' : ' — not yet met'}.`, met };
}
