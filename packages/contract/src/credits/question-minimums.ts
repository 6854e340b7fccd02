/**
 * The question minimums of a self-study program (issue 27), by its CPE credits.
 *
 * Source: Statement on Standards for Continuing Professional Education (CPE) Programs
 * (NASBA/AICPA, 2016, as revised in 2019), Standard No. 9 on self study: review questions
 * (S9-06: "at least three review questions per CPE credit", two for a program marketed for one
 * half credit) and the qualified assessment, the final exam (S9-07: "at least five questions
 * per CPE credit", three for a program marketed for one half credit). Both are a count per
 * credit: a program's minimum is the rate times its credits, rounded up to a whole question,
 * which gives the half-credit figures the Standards name (0.5 × 3 = 1.5 → 2, 0.5 × 5 = 2.5 →
 * 3) and, after the first credit, 1.5 credits → 5 and 8. ADR 0026 and ADR 0052 cite the same.
 *
 * Credits are multiples of a tenth (fifths and halves), so the arithmetic is in tenths:
 * 3 × 1.1 as floats is 3.3000000000000003, which would round up to 4.
 */

/** S9-06: review questions per CPE credit. */
export const REVIEW_QUESTIONS_PER_CREDIT = 3;
/** S9-07: final exam (qualified assessment) questions per CPE credit. */
export const EXAM_QUESTIONS_PER_CREDIT = 5;

const tenths = (credits: number) => Math.max(0, Math.round(credits * 10));

/** The least whole number of questions that is at least `perCredit` × credits. */
export function questionsFor(perCredit: number, credits: number): number {
  return Math.ceil((perCredit * tenths(credits)) / 10);
}

/** Review questions a self study of this many credits needs (S9-06: 3 per credit, 2 for a half credit). */
export function requiredReviewQuestions(credits: number): number {
  return questionsFor(REVIEW_QUESTIONS_PER_CREDIT, credits);
}

/** Final exam questions a self study of this many credits needs (S9-07: 5 per credit, 3 for a half credit). */
export function requiredExamQuestions(credits: number): number {
  return questionsFor(EXAM_QUESTIONS_PER_CREDIT, credits);
}
