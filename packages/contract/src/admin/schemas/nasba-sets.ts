import { z } from 'zod';
import { OFFERING_KINDS } from '../../course/index.ts';
import { idParam, isoDateTime, trimmed } from '../../platform/index.ts';

/**
 * Versioned NASBA question sets (/accadmin/nasbaquestions, ADR 0037). A set's current
 * version is what courses and external CPE requests answer; publishing makes a new version.
 */

const bodyId = z.number({ error: 'Expected an id' }).int().positive().max(2_147_483_647);

/** What answers a set: the offering kinds and external CPE requests. */
export const NASBA_SET_KINDS = [...OFFERING_KINDS, 'external_cpe'] as const;
export type NasbaSetKind = (typeof NASBA_SET_KINDS)[number];
export const NASBA_SET_KIND_LABELS: Record<NasbaSetKind, string> = {
  course: 'Courses',
  local_learning: 'Local learning',
  independent_study: 'Independent study',
  vended_content: 'Vended content',
  external_cpe: 'External CPE requests',
};
export const MAX_NASBA_QUESTIONS = 100;

export const nasbaSetIdParams = z.object({ id: idParam.describe('The question set id') });

export const nasbaSetSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  offering_kinds: z.array(z.enum(NASBA_SET_KINDS)),
  is_default: z.boolean(),
  current_version: z.number().int(),
  question_count: z.number().int(),
});
export type NasbaSetSummary = z.infer<typeof nasbaSetSummary>;
export const nasbaSetsResponse = z.array(nasbaSetSummary);

export const nasbaSetBody = z.object({
  name: trimmed(100),
  offering_kinds: z
    .array(z.enum(NASBA_SET_KINDS))
    .max(NASBA_SET_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each offering type once.'),
});
export type NasbaSetBody = z.infer<typeof nasbaSetBody>;
export const createNasbaSetResponse = z.object({ id: z.number().int(), message: z.string() });

export const nasbaSetQuestion = z.object({
  question_id: z.number().int(),
  question: z.string(),
  is_required: z.boolean(),
  is_active: z.boolean(),
});
export type NasbaSetQuestion = z.infer<typeof nasbaSetQuestion>;

export const nasbaSetVersion = z.object({
  version: z.number().int(),
  published_at: isoDateTime,
  published_by: z.string().nullable(),
  question_count: z.number().int(),
});

export const nasbaSetDetail = nasbaSetSummary.extend({
  /** The current version's questions in order, asked or not. */
  questions: z.array(nasbaSetQuestion),
  versions: z.array(nasbaSetVersion),
});
export type NasbaSetDetail = z.infer<typeof nasbaSetDetail>;

/** A new version: the questions in order. A question_id keeps an existing question (its wording may change). */
export const publishNasbaVersionBody = z.object({
  questions: z
    .array(
      z.object({
        question_id: bodyId.nullable(),
        question: trimmed(1000),
        is_required: z.boolean(),
        is_active: z.boolean(),
      }),
    )
    .max(MAX_NASBA_QUESTIONS)
    .refine((qs) => {
      const ids = qs.flatMap((q) => (q.question_id === null ? [] : [q.question_id]));
      return new Set(ids).size === ids.length;
    }, 'Each question appears once.'),
});
export type PublishNasbaVersionBody = z.infer<typeof publishNasbaVersionBody>;
export const publishNasbaVersionResponse = z.object({ version: z.number().int(), message: z.string() });

export const NASBA_SET_MESSAGES = {
  created: 'Question set created',
  updated: 'Question set saved',
  published: (version: number) => `Version ${version} published`,
  nameTaken: 'Another question set has this name.',
} as const;
