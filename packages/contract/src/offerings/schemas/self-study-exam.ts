import { z } from 'zod';
import { bodyId } from '../../course/index.ts';
import {
  DEFAULT_PASSING_SCORE,
  MAX_EXAM_CHOICES,
  MAX_EXAM_QUESTIONS,
  MIN_EXAM_CHOICES,
  MIN_PASSING_SCORE,
} from '../rules/self-study-exam.ts';

/**
 * The final exam of an independent study (issue 27, ADR 0052): staff write it (with the answer
 * key), learners who are assigned take it (without the key) and the server grades each attempt.
 */

const requiredText = (max: number) => z.string().trim().min(1, 'Required.').max(max);

/** One question as its author writes it: the prompt, three to six choices and which one is correct. */
export const examQuestionInput = z
  .object({
    prompt: requiredText(4000),
    choices: z
      .array(requiredText(1000))
      .min(MIN_EXAM_CHOICES, `Give at least ${MIN_EXAM_CHOICES} choices (no true/false questions).`)
      .max(MAX_EXAM_CHOICES, `Give at most ${MAX_EXAM_CHOICES} choices.`),
    /** The index of the correct choice, from 0. */
    correct_choice: z.number().int().min(0, 'Choose the correct answer.'),
  })
  .superRefine((q, ctx) => {
    if (q.correct_choice >= q.choices.length)
      ctx.addIssue({ code: 'custom', path: ['correct_choice'], message: 'Choose the correct answer.' });
    const seen = new Set<string>();
    q.choices.forEach((c, i) => {
      const k = c.trim().toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['choices', i], message: 'Each choice must differ from the others.' });
      seen.add(k);
    });
  });
export type ExamQuestionInput = z.infer<typeof examQuestionInput>;

/** PUT /ind-study/exam/{id}: the whole exam, replacing the one before. */
export const saveExamBody = z.object({
  passing_score: z
    .number()
    .int('Enter a whole percent.')
    .min(MIN_PASSING_SCORE, `The passing mark cannot be below ${MIN_PASSING_SCORE}%.`)
    .max(100, 'The passing mark cannot be above 100%.')
    .default(DEFAULT_PASSING_SCORE),
  questions: z.array(examQuestionInput).max(MAX_EXAM_QUESTIONS, `An exam has at most ${MAX_EXAM_QUESTIONS} questions.`),
});

/** The exam as staff read it, with the answer key. */
export const staffExamResponse = z.object({
  course_id: z.number().int(),
  passing_score: z.number().int(),
  /** Counts the saves of the exam; every attempt records the revision it answered. */
  revision: z.number().int(),
  questions: z.array(
    z.object({ id: z.number().int(), prompt: z.string(), choices: z.array(z.string()), correct_choice: z.number().int() }),
  ),
  /** The Standards' minimum for the study's credits (S9-07). */
  required_questions: z.number().int(),
  credits: z.number(),
  editable: z.boolean(),
  updated_at: z.string().nullable(),
});
export type StaffExamResponse = z.infer<typeof staffExamResponse>;

export const examAttemptSummary = z.object({
  attempt_no: z.number().int(),
  submitted_at: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  score: z.number(),
  passed: z.boolean(),
});

/** The exam as a learner reads it: questions and choices, never which choice is correct. */
export const learnerExamResponse = z.object({
  course_id: z.number().int(),
  title: z.string(),
  credits: z.number(),
  passing_score: z.number().int(),
  revision: z.number().int(),
  questions: z.array(z.object({ id: z.number().int(), prompt: z.string(), choices: z.array(z.string()) })),
  attempts: z.array(examAttemptSummary),
  /** YYYY-MM-DD of the passing attempt, else null: then no new attempt is taken. */
  completed_on: z.string().nullable(),
});
export type LearnerExamResponse = z.infer<typeof learnerExamResponse>;

/** POST /learner/ind-study/exam/{id}: one answer per question, the revision answered, and the attestation. */
export const submitExamBody = z.object({
  revision: z.number().int().min(1),
  answers: z
    .array(
      z.object({
        question_id: bodyId,
        choice: z
          .number()
          .int()
          .min(0)
          .max(MAX_EXAM_CHOICES - 1),
      }),
    )
    .max(MAX_EXAM_QUESTIONS),
  attest: z.literal(true, { error: 'You must attest that you completed the study.' }),
});

export const examAttemptResult = examAttemptSummary.extend({
  passing_score: z.number().int(),
  message: z.string(),
  /** The credits the transcript got (a pass), else null. */
  credits: z.number().nullable(),
  completed_on: z.string().nullable(),
});

/** POST /ind-study/assignments/{id}: assign a learner to take the study. */
export const assignLearnerBody = z.object({ person_id: bodyId });

/** GET /ind-study/assignments/{id}: who may take the study and how far they are. */
export const studyAssignmentsResponse = z.array(
  z.object({
    person_id: z.number().int(),
    name: z.string(),
    email_address: z.string().nullable(),
    /** YYYY-MM-DD; null for a learner who is on the roster by another way (an earlier completion). */
    assigned_on: z.string().nullable(),
    attempts: z.number().int(),
    best_score: z.number().nullable(),
    completed_on: z.string().nullable(),
  }),
);
