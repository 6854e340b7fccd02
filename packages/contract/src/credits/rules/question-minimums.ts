/**
 * The question minimums of a self-study program (issue 27), by its CPE credits.
 *
 * Source: Statement on Standards for Continuing Professional Education (CPE) Programs
 * (NASBA/AICPA, 2016), Standard No. 9 on self study: at least 3 review questions per CPE credit
 * (2 for a program of one half credit), and a qualified assessment (final exam) of at least 5
 * questions per CPE credit (3 for one half credit). NASBA's own page names Standard No. 9 for
 * review questions and the qualified assessment (nasbaregistry.org, "application process part
 * two"); the counts are quoted from sponsors' published policies (e.g. cpetoday.com "QAS
 * Self-Study Grading") and, for the 2012 Standards, as S8-02 and S8-04. The paragraph numbers
 * S9-06 and S9-07 used in this code since ADR 0026 are not verified in the primary text (see
 * /work/research/standards.md, Rule 3, and ADR 0052). Both minimums are a count per credit: the
 * rate times the credits, rounded up to a whole question, which gives the half-credit figures
 * the Standards name (0.5 × 3 = 1.5 → 2, 0.5 × 5 = 2.5 → 3) and, after the first credit,
 * 1.5 credits → 5 and 8.
 *
 * Credits are multiples of a tenth (fifths and halves), so the arithmetic is in tenths:
 * 3 × 1.1 as floats is 3.3000000000000003, which would round up to 4.
 */

/** Standard No. 9 (S9-06): review questions per CPE credit. */
export const REVIEW_QUESTIONS_PER_CREDIT = 3;
/** Standard No. 9 (S9-07): final exam (qualified assessment) questions per CPE credit. */
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
