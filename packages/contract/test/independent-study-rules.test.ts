import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredExamQuestions, requiredReviewQuestions } from '../src/credits/rules/question-minimums.ts';
import { computeCredits, DELIVERY_METHOD_IDS } from '../src/index.ts';
import {
  contentExpiryDate,
  independentStudyChecklist,
  SELF_STUDY_SECTIONS,
  selfStudyChecks,
} from '../src/offerings/rules/independent-study-rules.ts';

// Credit totals are multiples of half a credit (word count) or a fifth (minutes): tenths cover both.
const credits = fc.integer({ min: 0, max: 400 }).map((t) => t / 10);

describe('NASBA self-study minimums (S9-06, S9-07)', () => {
  it('asks 3 review and 5 exam questions per credit, rounded up', () => {
    expect(requiredReviewQuestions(1)).toBe(3);
    expect(requiredExamQuestions(1)).toBe(5);
    expect(requiredReviewQuestions(1.5)).toBe(5);
    expect(requiredExamQuestions(1.5)).toBe(8);
    expect(requiredReviewQuestions(1.1)).toBe(4);
    expect(requiredExamQuestions(0.5)).toBe(3);
    expect(requiredReviewQuestions(0)).toBe(0);
  });

  it('is the least whole count that is at least the rate times the credits', () => {
    fc.assert(
      fc.property(credits, (c) => {
        const review = requiredReviewQuestions(c);
        const exam = requiredExamQuestions(c);
        expect(review * 10).toBeGreaterThanOrEqual(Math.round(c * 10) * 3);
        expect((review - 1) * 10).toBeLessThan(Math.round(c * 10) * 3);
        expect(exam * 10).toBeGreaterThanOrEqual(Math.round(c * 10) * 5);
        expect((exam - 1) * 10).toBeLessThan(Math.round(c * 10) * 5);
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

  it('fails the rows the counts fall short of, and Passed Approval with them', () => {
    const short = selfStudyChecks({ credits: 2, reviewQuestions: 5, examQuestions: 10 });
    expect(short.map((c) => [c.section, c.validation_status])).toEqual([
      [SELF_STUDY_SECTIONS.credits, 'PASS'],
      [SELF_STUDY_SECTIONS.review, 'FAIL'],
      [SELF_STUDY_SECTIONS.exam, 'PASS'],
    ]);
    expect(short[1]?.message).toContain('At least 6 review questions');
    expect(selfStudyChecks({ credits: 0, reviewQuestions: 0, examQuestions: 0 })[0]?.validation_status).toBe('FAIL');
    const list = independentStudyChecklist([{ section: 'Course Details', validation_status: 'PASS', message: '' }], {
      credits: 2,
      reviewQuestions: 6,
      examQuestions: 10,
    });
    expect(list.at(-1)).toEqual({ section: 'Passed Approval', validation_status: 'PASS', message: '' });
    fc.assert(
      fc.property(credits, fc.nat(300), fc.nat(300), (c, r, e) => {
        const rows = independentStudyChecklist([], { credits: c, reviewQuestions: r, examQuestions: e });
        const ok = c >= 0.5 && r >= requiredReviewQuestions(c) && e >= requiredExamQuestions(c);
        expect(rows.at(-1)?.validation_status).toBe(ok ? 'PASS' : 'FAIL');
      }),
    );
  });

  it('credits a QAS self study by the word-count formula, down to the half credit', () => {
    // (9000/180 + 20 + 10 × 1.85) / 50 = 88.5 / 50 = 1.77 → 1.5
    const r = computeCredits([], {
      deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy,
      increment: 0.5,
      selfStudy: { words: 9000, mediaMinutes: 20, reviewQuestions: 10 },
    });
    expect(r.total).toBe(1.5);
  });
});

describe('content expiry date', () => {
  it('adds the years to the day', () => {
    expect(contentExpiryDate('2026-03-15', 2)).toBe('2028-03-15');
    expect(contentExpiryDate('2024-02-29', 1)).toBe('2025-02-28');
    expect(contentExpiryDate('2024-02-29', 4)).toBe('2028-02-29');
    expect(contentExpiryDate('2026-12-31', 0)).toBe('2026-12-31');
  });

  it('keeps month and day when they exist in the later year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), fc.nat(20), (d, years) => {
        const ymd = d.toISOString().slice(0, 10);
        const out = contentExpiryDate(ymd, years);
        expect(Number(out.slice(0, 4))).toBe(d.getUTCFullYear() + years);
        expect(out.slice(5, 7)).toBe(ymd.slice(5, 7));
        if (ymd.slice(5) !== '02-29') expect(out.slice(8)).toBe(ymd.slice(8));
      }),
    );
  });
});
