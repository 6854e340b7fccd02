import { DELIVERY_METHOD_IDS, INTERNET_DELIVERY_METHOD_IDS, MESSAGES, prerequisiteLines, prerequisitesJson } from '@cpe/contract';
import { z } from 'zod';
import type { CpeInfo, CpeInfoBody } from './cpe-api.ts';

export const CPE_FORM_MESSAGES = {
  wholeNumber: 'Enter a whole number.',
  prerequisitesNeeded: 'Prerequisites are required for Intermediate, Advanced or Update modules.',
} as const;

const count = z.string().regex(/^\d*$/, CPE_FORM_MESSAGES.wholeNumber);

/**
 * The CPE Information form. Prerequisites are plain text, one per line (stored as a JSON list,
 * JSON text); they are required when a module's knowledge level calls for them.
 */
export function cpeFormSchema(prerequisitesRequired: boolean) {
  return z
    .object({
      credit_increment: z.enum(['0.2', '0.5']),
      prerequisites: z.string(),
      polling_events: count,
      self_study_words: count,
      self_study_media_minutes: count,
      self_study_review_questions: count,
      self_study_exam_questions: count,
      engagement_measure_ids: z.array(z.number()),
    })
    .superRefine((form, ctx) => {
      if (prerequisitesRequired && prerequisitesJson(form.prerequisites) === null) {
        ctx.addIssue({ code: 'custom', path: ['prerequisites'], message: MESSAGES.required });
      }
    });
}

export type CpeFormValues = z.infer<ReturnType<typeof cpeFormSchema>>;

const str = (n: number | null) => (n === null ? '' : String(n));
const num = (s: string) => (s === '' ? null : Number(s));

export function cpeFormValues(info: CpeInfo): CpeFormValues {
  return {
    credit_increment: info.credit_increment === 0.5 ? '0.5' : '0.2',
    prerequisites: prerequisiteLines(info.prerequisites).join('\n'),
    polling_events: str(info.polling_events),
    self_study_words: str(info.self_study_words),
    self_study_media_minutes: str(info.self_study_media_minutes),
    self_study_review_questions: str(info.self_study_review_questions),
    self_study_exam_questions: str(info.self_study_exam_questions),
    engagement_measure_ids: info.engagement_measures.filter((m) => m.selected).map((m) => m.id),
  };
}

/** Which delivery-method-specific parts the form shows: polling where participants take part over the internet. */
export function cpeSections(deliveryMethodId: number | null) {
  return {
    polling: INTERNET_DELIVERY_METHOD_IDS.includes(deliveryMethodId ?? 0),
    wordCount: deliveryMethodId === DELIVERY_METHOD_IDS.qasSelfStudy,
  };
}

/** PUT /agendas/cpe-info body: only the parts the delivery method shows are sent. */
export function toCpeBody(form: CpeFormValues, deliveryMethodId: number | null): CpeInfoBody {
  const sections = cpeSections(deliveryMethodId);
  return {
    credit_increment: form.credit_increment === '0.5' ? 0.5 : 0.2,
    prerequisites: prerequisitesJson(form.prerequisites),
    engagement_measure_ids: form.engagement_measure_ids,
    ...(sections.polling ? { polling_events: num(form.polling_events) } : {}),
    ...(sections.wordCount
      ? {
          self_study_words: num(form.self_study_words),
          self_study_media_minutes: num(form.self_study_media_minutes),
          self_study_review_questions: num(form.self_study_review_questions),
          self_study_exam_questions: num(form.self_study_exam_questions),
        }
      : {}),
  };
}
