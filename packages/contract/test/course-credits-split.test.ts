import { describe, expect, it } from 'vitest';
import { type CreditModule, computeCredits } from '../src/course/rules/credits.ts';
import { DELIVERY_METHOD_IDS } from '../src/reference/rules/lookups.ts';
import { group, mod } from './credit-builders.ts';

describe('split by field of study (ADR 0051: the total rounded once, shared in the program increment)', () => {
  const fields = (result: { byField: { field_of_study_id: number; minutes: number; credits: number }[] }) =>
    result.byField.map((f) => [f.field_of_study_id, f.minutes, f.credits]);
  const sum = (result: { byField: { credits: number }[] }) => result.byField.reduce((s, f) => s + Math.round(f.credits * 10), 0) / 10;

  it('gives each field its share of the total by its minutes', () => {
    const result = computeCredits(
      [
        mod(100, [
          { field_of_study_id: 7, percent: 60 },
          { field_of_study_id: 3, percent: 40 },
        ]),
      ],
      group(0.2),
    );
    expect(result.byField).toEqual([
      { field_of_study_id: 3, minutes: 40, credits: 0.8 },
      { field_of_study_id: 7, minutes: 60, credits: 1.2 },
    ]);
  });

  it('350 minutes split 235 / 115 are 7.0 credits: 4.8 + 2.2 in fifths, 4.5 + 2.5 in halves, never 6.8 or 6.5', () => {
    // Auditing (1) 235 minutes, Taxes (2) 115 minutes: 23.5 and 11.5 fifths of the 35; 9.4 and 4.6 halves of the 14.
    const agenda = [mod(235), mod(115, [{ field_of_study_id: 2, percent: 100 }])];
    const fifths = computeCredits(agenda, group(0.2));
    expect(fifths.total).toBe(7);
    // The tie of remainders (.5 and .5) goes to the larger field.
    expect(fields(fifths)).toEqual([
      [1, 235, 4.8],
      [2, 115, 2.2],
    ]);
    const halves = computeCredits(agenda, group(0.5));
    expect(halves.total).toBe(7);
    expect(fields(halves)).toEqual([
      [1, 235, 4.5],
      [2, 115, 2.5],
    ]);
  });

  it('320 minutes are 6.4 credits and so are their fields together (issue 27: not 6.2)', () => {
    const agenda = [mod(105), mod(105, [{ field_of_study_id: 2, percent: 100 }]), mod(110, [{ field_of_study_id: 3, percent: 100 }])];
    const result = computeCredits(agenda, group(0.2));
    expect(result.total).toBe(6.4);
    // 10.5, 10.5 and 11 fifths of 32: floors 10 + 10 + 11 = 31, the last fifth to the larger remainder, then the lower id.
    expect(result.byField.map((f) => f.credits)).toEqual([2.2, 2, 2.2]);
    expect(sum(result)).toBe(6.4);
  });

  it('hands out the increments left over by the largest remainders', () => {
    // 100 minutes as 33 / 33 / 34 in halves: 4 halves, shares 1.32 / 1.32 / 1.36: floors 1 each, the last to the largest.
    const allocations = [
      { field_of_study_id: 1, percent: 33 },
      { field_of_study_id: 2, percent: 33 },
      { field_of_study_id: 3, percent: 34 },
    ];
    const result = computeCredits([mod(100, allocations)], group(0.5));
    expect(result.total).toBe(2);
    expect(fields(result)).toEqual([
      [1, 33, 0.5],
      [2, 33, 0.5],
      [3, 34, 1],
    ]);
  });

  it('adds the same field over several modules and shows exact one-decimal figures', () => {
    const modules = [mod(10), mod(10), mod(10, [{ field_of_study_id: 2, percent: 100 }])];
    const result = computeCredits(
      [
        ...modules,
        mod(30, [
          { field_of_study_id: 2, percent: 50 },
          { field_of_study_id: 3, percent: 50 },
        ]),
      ],
      group(0.2),
    );
    expect(result.total).toBe(1.2);
    // 60 minutes, 6 fifths: 2 / 2.5 / 1.5 shares.
    expect(result.byField).toEqual([
      { field_of_study_id: 1, minutes: 20, credits: 0.4 },
      { field_of_study_id: 2, minutes: 25, credits: 0.6 },
      { field_of_study_id: 3, minutes: 15, credits: 0.2 },
    ]);
  });

  it('splits a fixed or word-count total by the minutes', () => {
    const two = [
      mod(60, [
        { field_of_study_id: 1, percent: 50 },
        { field_of_study_id: 2, percent: 50 },
      ]),
    ];
    const nano = computeCredits(two, { deliveryMethodId: DELIVERY_METHOD_IDS.nanoLearning, increment: 0.2 });
    expect(nano.total).toBe(0.2);
    // One fifth cannot be halved: it goes to one field (the tie to the lower id).
    expect(nano.byField.map((f) => f.credits)).toEqual([0.2, 0]);
    const selfStudy = { words: 0, mediaMinutes: 150, reviewQuestions: 0 };
    const qas = computeCredits(two, { deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy, increment: 0.5, selfStudy });
    expect(qas.total).toBe(3);
    expect(qas.byField.map((f) => f.credits)).toEqual([1.5, 1.5]);
  });

  it('shares a self-study half credit in halves, even with fifths', () => {
    const two = [
      mod(30, [
        { field_of_study_id: 1, percent: 60 },
        { field_of_study_id: 2, percent: 40 },
      ]),
    ];
    const result = computeCredits(two, { deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy, increment: 0.2 });
    expect(result).toMatchObject({ total: 0.5, splitUnit: 0.5 });
    expect(result.byField.map((f) => f.credits)).toEqual([0.5, 0]);
  });

  it('is all zero under the minimum', () => {
    const result = computeCredits([mod(20)], { deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy, increment: 0.2 });
    expect(result.total).toBe(0);
    expect(result.byField).toEqual([{ field_of_study_id: 1, minutes: 20, credits: 0 }]);
  });

  it('shares the total among the allocated minutes, and ignores allocations past 100 percent', () => {
    const under = computeCredits(
      [
        mod(100, [
          { field_of_study_id: 1, percent: 30 },
          { field_of_study_id: 2, percent: 30 },
        ]),
      ],
      group(0.5),
    );
    expect(under.total).toBe(2);
    expect(under.byField.map((f) => f.credits)).toEqual([1, 1]);
    const over = computeCredits(
      [
        mod(100, [
          { field_of_study_id: 1, percent: 80 },
          { field_of_study_id: 2, percent: 80 },
        ]),
      ],
      group(0.2),
    );
    expect(fields(over)).toEqual([
      [1, 80, 1.6],
      [2, 20, 0.4],
    ]);
  });
});

describe('overlapping modules', () => {
  const at = (day: number, start: string, end: string, field = 1): CreditModule => ({
    day,
    start_time: start,
    end_time: end,
    is_credit_qualified: true,
    allocations: [{ field_of_study_id: field, percent: 100 }],
  });

  it('count the minutes they share once, for the module that started first', () => {
    // 09:00–10:00 Auditing and 09:30–10:30 Taxes: 90 minutes, 60 of Auditing and 30 of Taxes.
    const result = computeCredits([at(1, '09:30', '10:30', 2), at(1, '09:00', '10:00', 1)], group(0.2));
    expect(result).toMatchObject({ minutes: 90, total: 1.8 });
    expect(result.byField.map((f) => [f.field_of_study_id, f.minutes, f.credits])).toEqual([
      [1, 60, 1.2],
      [2, 30, 0.6],
    ]);
  });

  it('count a module inside another not at all, and the same times on other days in full', () => {
    expect(computeCredits([at(1, '09:00', '12:00'), at(1, '10:00', '11:00')], group(0.2)).minutes).toBe(180);
    expect(computeCredits([at(1, '09:00', '10:00'), at(2, '09:00', '10:00')], group(0.2)).minutes).toBe(120);
    // A break in the middle of a credit-qualified module takes nothing away from it.
    const lunch = { ...at(1, '10:00', '10:30'), is_credit_qualified: false };
    expect(computeCredits([at(1, '09:00', '11:00'), lunch], group(0.2)).minutes).toBe(120);
  });
});
