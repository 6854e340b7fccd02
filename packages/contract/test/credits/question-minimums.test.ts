import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXAM_QUESTIONS_PER_CREDIT,
  REVIEW_QUESTIONS_PER_CREDIT,
  requiredExamQuestions,
  requiredReviewQuestions,
} from '../../src/credits/rules/question-minimums.ts';

// Self-study credits are multiples of a fifth or a half (Standard No. 16): tenths cover both, up to 100 credits.
const credits = fc.integer({ min: 0, max: 1000 }).map((t) => t / 10);
const halfCredits = fc.integer({ min: 1, max: 200 }).map((h) => h / 2);

describe('self-study question minimums (Statement on Standards for CPE Programs, S9-06 and S9-07)', () => {
  it.each([
    // [credits, review (3 per credit), final exam (5 per credit)] with the arithmetic in the name
    [0.5, 2, 3], // half credit: 1.5 → 2 review, 2.5 → 3 exam (the Standards' half-credit figures)
    [1, 3, 5],
    [1.5, 5, 8], // 4.5 → 5, 7.5 → 8
    [2, 6, 10],
    [2.5, 8, 13], // 7.5 → 8, 12.5 → 13
    [1.2, 4, 6], // a fifth after the first credit: 3.6 → 4, 6 → 6
    [1.4, 5, 7], // 4.2 → 5, 7 → 7
    [3.8, 12, 19], // 11.4 → 12, 19 → 19
    [10, 30, 50],
  ])('%s credits need %s review and %s final exam questions', (c, review, exam) => {
    expect(requiredReviewQuestions(c)).toBe(review);
    expect(requiredExamQuestions(c)).toBe(exam);
  });

  it('asks nothing of a program with no credits', () => {
    expect(requiredReviewQuestions(0)).toBe(0);
    expect(requiredExamQuestions(0)).toBe(0);
  });

  it('is the least whole count at or above the rate times the credits, over the credit range', () => {
    fc.assert(
      fc.property(credits, (c) => {
        const t = Math.round(c * 10);
        for (const [count, rate] of [
          [requiredReviewQuestions(c), REVIEW_QUESTIONS_PER_CREDIT],
          [requiredExamQuestions(c), EXAM_QUESTIONS_PER_CREDIT],
        ] as const) {
          expect(count * 10).toBeGreaterThanOrEqual(t * rate);
          expect((count - 1) * 10).toBeLessThan(t * rate);
        }
      }),
    );
  });

  it('gives whole credits exactly the rate, and each further half credit 2 or 3 more (review, exam)', () => {
    fc.assert(
      fc.property(halfCredits, (c) => {
        if (Number.isInteger(c)) {
          expect(requiredReviewQuestions(c)).toBe(3 * c);
          expect(requiredExamQuestions(c)).toBe(5 * c);
        } else {
          expect(requiredReviewQuestions(c)).toBe(3 * Math.floor(c) + 2);
          expect(requiredExamQuestions(c)).toBe(5 * Math.floor(c) + 3);
        }
      }),
    );
  });

  it('never asks fewer questions of a longer study', () => {
    fc.assert(
      fc.property(credits, credits, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(requiredReviewQuestions(lo)).toBeLessThanOrEqual(requiredReviewQuestions(hi));
        expect(requiredExamQuestions(lo)).toBeLessThanOrEqual(requiredExamQuestions(hi));
      }),
    );
  });
});
