import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_MINUTES,
  type CreditIncrement,
  type CreditModule,
  computeCredits,
  type FieldAllocation,
  formatCredits,
  minutesBetween,
  moduleMinutes,
} from '../src/course/credits.ts';
import { DELIVERY_METHOD_IDS } from '../src/course/lookups.ts';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A credit-qualified module of `minutes` from 08:00, all in field 1 unless told. */
const mod = (
  minutes: number,
  allocations: FieldAllocation[] = [{ field_of_study_id: 1, percent: 100 }],
  qualified = true,
): CreditModule => ({
  start_time: '08:00',
  end_time: hhmm(480 + minutes),
  is_credit_qualified: qualified,
  allocations,
});
const group = (increment: CreditIncrement) => ({ deliveryMethodId: DELIVERY_METHOD_IDS.groupLive, increment });
const total = (minutes: number, increment: CreditIncrement, deliveryMethodId: number = DELIVERY_METHOD_IDS.groupLive) =>
  computeCredits([mod(minutes)], { deliveryMethodId, increment }).total;
const tenths = (credits: number) => Math.round(credits * 10);

describe('minutes of a module', () => {
  it('counts from start to end, and 0 when the end is not after the start', () => {
    expect(CREDIT_MINUTES).toBe(50);
    expect(minutesBetween('08:00', '09:15')).toBe(75);
    expect(minutesBetween('09:15', '08:00')).toBe(-75);
    expect(minutesBetween('8am', '09:00')).toBe(0);
    expect(moduleMinutes({ start_time: '09:00', end_time: '09:00' })).toBe(0);
    expect(moduleMinutes({ start_time: '10:00', end_time: '09:00' })).toBe(0);
    expect(moduleMinutes({ start_time: '09:00:00', end_time: '10:30:59' })).toBe(90);
  });
});

describe('group programs (NASBA: 50 minutes a credit, 1 credit minimum, rounded down)', () => {
  it('earns nothing below 50 minutes and 1.0 at 50', () => {
    expect(total(49, 0.2)).toBe(0);
    expect(total(50, 0.2)).toBe(1);
    expect(total(50, 0.5)).toBe(1);
  });

  it('rounds down to fifths', () => {
    expect(total(59, 0.2)).toBe(1);
    expect(total(60, 0.2)).toBe(1.2);
    expect(total(69, 0.2)).toBe(1.2);
    expect(total(70, 0.2)).toBe(1.4);
    expect(total(145, 0.2)).toBe(2.8);
    expect(total(150, 0.2)).toBe(3);
  });

  it('rounds down to halves', () => {
    expect(total(74, 0.5)).toBe(1);
    expect(total(75, 0.5)).toBe(1.5);
    expect(total(99, 0.5)).toBe(1.5);
    expect(total(100, 0.5)).toBe(2);
  });

  it('sums the credit-qualified modules before dividing, and skips the others', () => {
    const modules = [mod(30), mod(30), mod(200, [], false), { ...mod(40), start_time: '12:00', end_time: '11:00' }];
    const result = computeCredits(modules, group(0.2));
    expect(result).toMatchObject({ kind: 'group', minutes: 60, total: 1.2, minimum: 1, increment: 0.2 });
  });

  it('treats all three group delivery methods alike', () => {
    for (const id of [1, 2, 3]) expect(computeCredits([mod(125)], { deliveryMethodId: id, increment: 0.5 }).total).toBe(2.5);
  });
});

describe('self study by minutes (QAS without word counts, Interactive)', () => {
  it('has a minimum of half a credit', () => {
    for (const id of [DELIVERY_METHOD_IDS.qasSelfStudy, DELIVERY_METHOD_IDS.interactiveSelfStudy]) {
      expect(total(24, 0.5, id)).toBe(0);
      expect(total(25, 0.5, id)).toBe(0.5);
      expect(total(49, 0.5, id)).toBe(0.5);
      // With fifths, 25 minutes floor to 0.4, under the minimum; 30 minutes give 0.6.
      expect(total(25, 0.2, id)).toBe(0);
      expect(total(30, 0.2, id)).toBe(0.6);
      expect(computeCredits([mod(30)], { deliveryMethodId: id, increment: 0.2 })).toMatchObject({ kind: 'self-study', minimum: 0.5 });
    }
  });
});

describe('nano learning', () => {
  it('is exactly 0.2 from 10 minutes, else 0', () => {
    const nano = (minutes: number) =>
      computeCredits([mod(minutes)], { deliveryMethodId: DELIVERY_METHOD_IDS.nanoLearning, increment: 0.5 });
    expect(nano(9).total).toBe(0);
    expect(nano(10)).toMatchObject({ kind: 'nano', total: 0.2, minimum: 0.2, increment: 0.2 });
    expect(nano(300).total).toBe(0.2);
  });
});

describe('QAS self study word-count formula', () => {
  const qas = (words: number, mediaMinutes: number, reviewQuestions: number) =>
    computeCredits([mod(500)], {
      deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy,
      increment: 0.2,
      selfStudy: { words, mediaMinutes, reviewQuestions },
    });

  it('is ((words / 180) + media minutes + questions × 1.85) / 50, rounded down to 0.5', () => {
    expect(qas(9000, 0, 0)).toMatchObject({ kind: 'word-count', total: 1, minimum: 0.5, increment: 0.5 });
    expect(qas(8999, 0, 0).total).toBe(0.5);
    expect(qas(0, 25, 0).total).toBe(0.5);
    expect(qas(0, 24, 0).total).toBe(0);
    expect(qas(0, 0, 14).total).toBe(0.5); // 25.9 minutes
    expect(qas(0, 0, 13).total).toBe(0); // 24.05 minutes
    expect(qas(4500, 20, 3).total).toBe(1); // 25 + 20 + 5.55 = 50.55 minutes
    expect(qas(18000, 60, 20).total).toBe(3.5); // 100 + 60 + 37 = 197 minutes
  });

  it('ignores negative or fractional counts rather than crediting them', () => {
    expect(qas(-9000, 0, 0).total).toBe(0);
    expect(qas(0, 25.9, 0).total).toBe(0.5);
    expect(qas(Number.NaN, 50, 0).total).toBe(1);
  });

  it('is not used for other delivery methods', () => {
    const selfStudy = { words: 90000, mediaMinutes: 0, reviewQuestions: 0 };
    expect(computeCredits([mod(50)], { deliveryMethodId: 2, increment: 0.5, selfStudy }).total).toBe(1);
  });
});

describe('no credits', () => {
  it('for Not Applicable or a missing delivery method', () => {
    expect(computeCredits([mod(500)], { deliveryMethodId: DELIVERY_METHOD_IDS.notApplicable, increment: 0.5 })).toMatchObject({
      kind: 'none',
      total: 0,
      minimum: 0,
      byField: [{ field_of_study_id: 1, minutes: 500, credits: 0 }],
    });
    expect(computeCredits([mod(500)], { deliveryMethodId: null, increment: 0.5 }).total).toBe(0);
    expect(computeCredits([], group(0.2))).toMatchObject({ minutes: 0, total: 0, byField: [] });
  });
});

describe('split by field of study (ADR 0016: never rounded up)', () => {
  const fields = (result: { byField: { field_of_study_id: number; minutes: number; credits: number }[] }) =>
    result.byField.map((f) => [f.field_of_study_id, f.minutes, f.credits]);

  it('gives each field its own minutes / 50, rounded down', () => {
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

  it('350 minutes are 7.0 credits, and Auditing’s 235 minutes 4.6 (fifths) or 4.5 (halves), never 4.8', () => {
    // Auditing (1) 235 minutes, Taxes (2) 115 minutes: 4.7 and 2.3 credits before rounding.
    const agenda = [mod(235), mod(115, [{ field_of_study_id: 2, percent: 100 }])];
    const fifths = computeCredits(agenda, group(0.2));
    expect(fifths.total).toBe(7);
    expect(fields(fifths)).toEqual([
      [1, 235, 4.6],
      [2, 115, 2.2],
    ]);
    const halves = computeCredits(agenda, group(0.5));
    expect(halves.total).toBe(7);
    expect(fields(halves)).toEqual([
      [1, 235, 4.5],
      [2, 115, 2],
    ]);
  });

  it('leaves the increments the floors leave over unassigned rather than rounding a field up', () => {
    // 100 minutes as 34 / 33 / 33 in halves: 1.0 for 34 minutes would be rounding up; 0.5 each, 1.5 of 2.0.
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
      [3, 34, 0.5],
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
    expect(result.byField).toEqual([
      { field_of_study_id: 1, minutes: 20, credits: 0.4 },
      { field_of_study_id: 2, minutes: 25, credits: 0.4 },
      { field_of_study_id: 3, minutes: 15, credits: 0.2 },
    ]);
  });

  it('splits a fixed or word-count total by the minutes, rounding each share down', () => {
    const two = [
      mod(60, [
        { field_of_study_id: 1, percent: 50 },
        { field_of_study_id: 2, percent: 50 },
      ]),
    ];
    const nano = computeCredits(two, { deliveryMethodId: DELIVERY_METHOD_IDS.nanoLearning, increment: 0.2 });
    expect(nano.total).toBe(0.2);
    expect(nano.byField.map((f) => f.credits)).toEqual([0, 0]);
    const nanoOne = computeCredits([mod(60)], { deliveryMethodId: DELIVERY_METHOD_IDS.nanoLearning, increment: 0.2 });
    expect(nanoOne.byField.map((f) => f.credits)).toEqual([0.2]);
    const selfStudy = { words: 0, mediaMinutes: 150, reviewQuestions: 0 };
    const qas = computeCredits(two, { deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy, increment: 0.2, selfStudy });
    expect(qas.total).toBe(3);
    expect(qas.byField.map((f) => f.credits)).toEqual([1.5, 1.5]);
  });

  it('is all zero under the minimum, even when a field alone would floor above zero', () => {
    const result = computeCredits([mod(20)], { deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy, increment: 0.2 });
    expect(result.total).toBe(0);
    expect(result.byField).toEqual([{ field_of_study_id: 1, minutes: 20, credits: 0 }]);
  });

  it('gives unallocated minutes to no field, and ignores allocations past 100 percent', () => {
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
    expect(under.byField.map((f) => f.credits)).toEqual([0.5, 0.5]);
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

describe('formatCredits', () => {
  it('shows one decimal', () => {
    expect([7, 4.6, 0, 0.2, 12.5].map(formatCredits)).toEqual(['7.0', '4.6', '0.0', '0.2', '12.5']);
  });
});

// Property-based: any agenda of credit-qualified and other modules, any allocation, either increment.
const allocationsArb = fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }).chain((cuts) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: cuts.length + 1, maxLength: cuts.length + 1 }).map((fields) => {
    const bounds = [0, ...[...cuts].sort((a, b) => a - b), 100];
    return fields.map((field_of_study_id, i) => ({ field_of_study_id, percent: (bounds[i + 1] ?? 100) - (bounds[i] ?? 0) }));
  }),
);
const moduleArb: fc.Arbitrary<CreditModule> = fc
  .record({
    day: fc.integer({ min: 1, max: 2 }),
    start: fc.integer({ min: 0, max: 1439 }),
    length: fc.integer({ min: -30, max: 300 }),
    qualified: fc.boolean(),
    allocations: allocationsArb,
  })
  .map(({ day, start, length, qualified, allocations }) => ({
    day,
    start_time: hhmm(start),
    end_time: hhmm(Math.min(1439, Math.max(0, start + length))),
    is_credit_qualified: qualified,
    allocations,
  }));
const incrementArb = fc.constantFrom<CreditIncrement>(0.2, 0.5);
const methodArb = fc.integer({ min: 1, max: 7 });

describe('credit properties for any agenda', () => {
  it('a total is a multiple of the increment, never above minutes / 50, and 0 or at least the minimum', () => {
    fc.assert(
      fc.property(fc.array(moduleArb, { maxLength: 8 }), incrementArb, methodArb, (modules, increment, deliveryMethodId) => {
        const result = computeCredits(modules, { deliveryMethodId, increment });
        const t = tenths(result.total);
        expect(t / 10).toBe(result.total);
        expect(t % tenths(result.increment)).toBe(0);
        expect(t * 5).toBeLessThanOrEqual(result.minutes);
        expect(t === 0 || result.total >= result.minimum).toBe(true);
        if (result.kind === 'nano') expect([0, 0.2]).toContain(result.total);
      }),
    );
  });

  it('adding a module never lowers the total', () => {
    fc.assert(
      fc.property(
        fc.array(moduleArb, { maxLength: 8 }),
        moduleArb,
        incrementArb,
        methodArb,
        (modules, extra, increment, deliveryMethodId) => {
          const before = computeCredits(modules, { deliveryMethodId, increment }).total;
          expect(computeCredits([...modules, extra], { deliveryMethodId, increment }).total).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it('no field gets more than its own minutes earn rounded down, and the fields never exceed the total', () => {
    fc.assert(
      fc.property(fc.array(moduleArb, { maxLength: 8 }), incrementArb, methodArb, (modules, increment, deliveryMethodId) => {
        const result = computeCredits(modules, { deliveryMethodId, increment });
        const parts = result.byField.map((f) => tenths(f.credits));
        expect(parts.map((part) => part / 10)).toEqual(result.byField.map((f) => f.credits));
        for (const part of parts) expect(part % tenths(result.increment)).toBe(0);
        expect(parts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(tenths(result.total));
        if (result.kind !== 'word-count') {
          // Floor to the increment of the field's own minutes / 50, in tenths: minutes / 5 floored to the increment.
          const step = tenths(result.increment);
          for (const f of result.byField) expect(tenths(f.credits)).toBeLessThanOrEqual(Math.floor(f.minutes / 5 / step) * step);
        }
        expect(result.byField.reduce((sum, f) => sum + Math.round(f.minutes * 100), 0)).toBe(result.minutes * 100);
      }),
    );
  });

  it('counts each minute of a day once, however the modules overlap', () => {
    fc.assert(
      fc.property(fc.array(moduleArb, { maxLength: 8 }), incrementArb, (modules, increment) => {
        const covered = new Set<string>();
        for (const m of modules.filter((x) => x.is_credit_qualified)) {
          const [sh, sm] = m.start_time.split(':').map(Number) as [number, number];
          const length = moduleMinutes(m);
          for (let i = 0; i < length; i++) covered.add(`${m.day}:${sh * 60 + sm + i}`);
        }
        const result = computeCredits(modules, { deliveryMethodId: DELIVERY_METHOD_IDS.groupLive, increment });
        expect(result.minutes).toBe(covered.size);
        // A module repeated at the same time adds nothing.
        expect(computeCredits([...modules, ...modules], { deliveryMethodId: DELIVERY_METHOD_IDS.groupLive, increment })).toEqual(result);
      }),
    );
  });

  it('does not depend on the order of the modules', () => {
    fc.assert(
      fc.property(fc.array(moduleArb, { maxLength: 6 }), incrementArb, methodArb, (modules, increment, deliveryMethodId) => {
        const options = { deliveryMethodId, increment };
        expect(computeCredits([...modules].reverse(), options)).toEqual(computeCredits(modules, options));
      }),
    );
  });

  it('the word-count formula floors the exact value to 0.5', () => {
    const count = (max: number) => fc.integer({ min: 0, max });
    fc.assert(
      fc.property(count(200_000), count(600), count(200), (words, mediaMinutes, reviewQuestions) => {
        const selfStudy = { words, mediaMinutes, reviewQuestions };
        const { total } = computeCredits([], { deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy, increment: 0.2, selfStudy });
        const exact = (words / 180 + mediaMinutes + reviewQuestions * 1.85) / 50;
        expect(tenths(total) % 5).toBe(0);
        expect(total).toBeLessThanOrEqual(exact + 1e-9);
        expect(exact - total).toBeLessThan(0.5 + 1e-9);
      }),
    );
  });
});
