/**
 * NASBA's word-count formula for QAS Self Study (Statement on Standards for CPE Programs, 2016,
 * Standard No. 17, Method 2; ADR 0051): the program's minutes are
 *   words of required reading ÷ 180
 *   + minutes of audio and video
 *   + (review questions + final exam questions) × 1.85,
 * and its CPE credit is those minutes ÷ 50, rounded by the self-study rule of Standard No. 16
 * (credit-rounding.ts). Every input of the formula is counted here: the final exam questions
 * take reading and answering time like the review questions do.
 */
import { type CreditRule, MINUTES_PER_TENTH, roundedTenths } from './credit-rounding.ts';

/** Inputs of the word-count formula (QAS Self Study only). */
export interface SelfStudyCounts {
  words: number;
  mediaMinutes: number;
  reviewQuestions: number;
  /** Final exam questions; a study without an exam yet counts 0. */
  examQuestions?: number;
}

// Counts come from forms: negative or fractional entries must not lift the result.
const count = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * The formula's minutes scaled by 3600 to stay in integers: a word is 3600/180 = 20, a minute of
 * media 3600, a question 1.85 × 3600 = 6660.
 */
const SCALE = 3600;
function scaledMinutes(c: SelfStudyCounts): number {
  return count(c.words) * 20 + count(c.mediaMinutes) * SCALE + (count(c.reviewQuestions) + count(c.examQuestions)) * 6660;
}

/** The formula's minutes, exactly as NASBA's template computes them (before rounding). */
export function wordCountMinutes(c: SelfStudyCounts): number {
  return scaledMinutes(c) / SCALE;
}

/** The credit of the formula's minutes, in tenths, by the self-study rule. */
export function wordCountTenths(rule: CreditRule, c: SelfStudyCounts): number {
  // Whole tenths the minutes reach, computed on integers: 18,000 scaled minutes are one tenth.
  return roundedTenths(rule, Math.floor(scaledMinutes(c) / (MINUTES_PER_TENTH * SCALE)));
}
