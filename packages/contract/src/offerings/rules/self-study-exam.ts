/**
 * The final exam of a self study (issue 27, ADR 0052): its passing mark, the shape of its
 * questions and how an attempt is graded. The server grades; the screens show the same rules.
 *
 * Sources: Statement on Standards for CPE Programs (NASBA/AICPA, 2016), Standard No. 9: a
 * self-study program requires a qualified assessment (the final exam) with a minimum passing
 * grade of 70 % before CPE credit is issued, and true/false questions are not allowed on it
 * (secondary sources; 2012 Standards S8-04; research notes Rule 3). The 2026 revision
 * (principle 6.01.2, as a third party transcribes it) likewise allows no forced-choice answers
 * (true or false, yes or no). So every question here has at least three choices and one correct
 * answer. The question minimums per credit are credits/question-minimums.ts.
 */

/** S9-07: the lowest passing grade of a self-study final exam, in percent; a study may set a higher one. */
export const MIN_PASSING_SCORE = 70;
/** A new exam's passing mark until its author sets another. */
export const DEFAULT_PASSING_SCORE = MIN_PASSING_SCORE;

/** No forced choice (true/false): at least three choices a question; at most six, to keep a question on one screen. */
export const MIN_EXAM_CHOICES = 3;
export const MAX_EXAM_CHOICES = 6;
/** The most questions an exam may have (a 100-credit study needs 500). */
export const MAX_EXAM_QUESTIONS = 500;

export interface ExamGrade {
  correct: number;
  total: number;
  /** Percent correct, rounded down to hundredths (so a shown 70.00 is always a pass at 70). */
  score: number;
  passed: boolean;
}

/**
 * Grades answers against the key: `key[i]` is question i's correct choice, `answers[i]` the
 * chosen one (null when unanswered, which counts as wrong). Passing compares whole numbers
 * (correct × 100 ≥ mark × total), so no rounding decides a pass.
 */
export function gradeExam(key: readonly number[], answers: readonly (number | null)[], passingScore: number): ExamGrade {
  const total = key.length;
  const correct = key.reduce((n, right, i) => (answers[i] === right ? n + 1 : n), 0);
  const score = total === 0 ? 0 : Math.floor((correct * 10_000) / total) / 100;
  return { correct, total, score, passed: total > 0 && correct * 100 >= Math.max(passingScore, MIN_PASSING_SCORE) * total };
}

/** The fewest correct answers that pass an exam of `total` questions at this mark. */
export function correctAnswersToPass(total: number, passingScore: number): number {
  return Math.ceil((Math.max(passingScore, MIN_PASSING_SCORE) * total) / 100);
}

/** What a learner reads after an attempt (no answer key: ADR 0052 gives no per-question feedback). */
export function attemptMessage(g: ExamGrade, passingScore: number): string {
  const of = `${g.correct} of ${g.total} correct, ${g.score}%`;
  return g.passed
    ? `You passed the final exam (${of}). The study's credits are on your transcript.`
    : `You did not pass the final exam (${of}; ${passingScore}% is needed to pass). You may take it again.`;
}
