import { MESSAGES } from '@cpe/contract';
import { z } from 'zod';
import type { Reviewer, ReviewUpdateBody } from './review-api.ts';

export const REVIEW_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  completionBeforeStart: 'The completion date cannot be before the start date.',
} as const;

const date = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, REVIEW_MESSAGES.date);

/** A reviewer's attestation, dates (YYYY-MM-DD) and note; the reviewer is chosen only when adding. */
export const reviewFormSchema = z
  .object({
    reviewer_id: z.number().nullable(),
    is_attested: z.boolean(),
    start_date: date,
    completion_date: date,
    note: z.string().max(2000),
  })
  .superRefine((form, ctx) => {
    if (form.start_date && form.completion_date && form.completion_date < form.start_date) {
      ctx.addIssue({ code: 'custom', path: ['completion_date'], message: REVIEW_MESSAGES.completionBeforeStart });
    }
  });

export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

export const emptyReview: ReviewFormValues = { reviewer_id: null, is_attested: false, start_date: '', completion_date: '', note: '' };

export const reviewValues = (r: Reviewer): ReviewFormValues => ({
  reviewer_id: r.reviewer_id,
  is_attested: r.is_attested,
  start_date: r.start_date ?? '',
  completion_date: r.completion_date ?? '',
  note: r.note ?? '',
});

export const toReviewUpdate = (form: ReviewFormValues): ReviewUpdateBody => ({
  is_attested: form.is_attested,
  start_date: form.start_date || null,
  completion_date: form.completion_date || null,
  note: form.note.trim() || null,
});

/** Adding also needs the reviewer. */
export const addReviewSchema = reviewFormSchema.refine((form) => form.reviewer_id !== null, {
  path: ['reviewer_id'],
  message: MESSAGES.required,
});
