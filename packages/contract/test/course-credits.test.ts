import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_MINUTES,
  type CreditIncrement,
  type CreditModule,
  computeCredits,
  formatCredits,
  minutesBetween,
  moduleMinutes,
} from '../src/course/rules/credits.ts';
import { DELIVERY_METHOD_IDS } from '../src/reference/rules/lookups.ts';
import { group, hhmm, mod, tenths, total } from './credit-builders.ts';

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

describe('self study by minutes (QAS without word counts, Interactive; Standard No. 16)', () => {
  it('is 0.5 from 25 minutes, 1.0 from 50, and the increment only after the first full credit', () => {
    for (const id of [DELIVERY_METHOD_IDS.qasSelfStudy, DELIVERY_METHOD_IDS.interactiveSelfStudy]) {
      expect(total(24, 0.5, id)).toBe(0);
      expect(total(25, 0.5, id)).toBe(0.5);
      expect(total(49, 0.5, id)).toBe(0.5);
      // With fifths too: 25–49 minutes are one half credit (0.4, 0.6 and 0.8 are not self-study credits).
      expect(total(25, 0.2, id)).toBe(0.5);
      expect(total(30, 0.2, id)).toBe(0.5);
      expect(total(49, 0.2, id)).toBe(0.5);
      expect(total(50, 0.2, id)).toBe(1);
      expect(total(60, 0.2, id)).toBe(1.2);
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

describe('QAS self study word-count formula (Standard No. 17, Method 2)', () => {
  const qas = (words: number, mediaMinutes: number, reviewQuestions: number, examQuestions = 0, increment: CreditIncrement = 0.2) =>
    computeCredits([mod(500)], {
      deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy,
      increment,
      selfStudy: { words, mediaMinutes, reviewQuestions, examQuestions },
    });

  it('is ((words / 180) + media minutes + (review + exam questions) × 1.85) / 50, by the self-study rule', () => {
    expect(qas(9000, 0, 0)).toMatchObject({ kind: 'word-count', total: 1, minimum: 0.5, increment: 0.2, creditMinutes: 50 });
    expect(qas(8999, 0, 0).total).toBe(0.5);
    expect(qas(0, 25, 0).total).toBe(0.5);
    expect(qas(0, 24, 0).total).toBe(0);
    expect(qas(0, 0, 14).total).toBe(0.5); // 25.9 minutes
    expect(qas(0, 0, 13).total).toBe(0); // 24.05 minutes
    expect(qas(4500, 20, 3).total).toBe(1); // 25 + 20 + 5.55 = 50.55 minutes
    expect(qas(18000, 60, 20).total).toBe(3.8); // 100 + 60 + 37 = 197 minutes: 3.94 floored to fifths
    expect(qas(18000, 60, 20, 0, 0.5).total).toBe(3.5); // the same in halves
  });

  it('counts the final exam questions too', () => {
    // 44 media minutes + 3 review questions (5.55) = 49.55 minutes: one half credit; 5 exam questions (9.25) make 58.8: 1.0.
    expect(qas(0, 44, 3).total).toBe(0.5);
    expect(qas(0, 44, 3, 5).total).toBe(1);
  });

  it('ignores negative or fractional counts rather than crediting them', () => {
    expect(qas(-9000, 0, 0).total).toBe(0);
    expect(qas(0, 25.9, 0).total).toBe(0.5);
    expect(qas(Number.NaN, 50, 0).total).toBe(1);
    expect(qas(0, 25, 0, -5).total).toBe(0.5);
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
        // Past the first full credit a multiple of the increment; below it the minimum (self study: 0.5).
        if (t >= 10) expect(t % tenths(result.increment)).toBe(0);
        else expect([0, tenths(result.minimum)]).toContain(t);
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

  it('the fields add up exactly to the total, each a multiple of the split unit, none past what its minutes reach', () => {
    fc.assert(
      fc.property(fc.array(moduleArb, { maxLength: 8 }), incrementArb, methodArb, (modules, increment, deliveryMethodId) => {
        const result = computeCredits(modules, { deliveryMethodId, increment });
        const parts = result.byField.map((f) => tenths(f.credits));
        expect(parts.map((part) => part / 10)).toEqual(result.byField.map((f) => f.credits));
        const unit = tenths(result.splitUnit);
        for (const part of parts) expect(part % unit).toBe(0);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(tenths(result.total));
        // A unit is `unit × 5` minutes: a field gets at most the units its own minutes reach into.
        for (const f of result.byField) expect(tenths(f.credits)).toBeLessThanOrEqual(Math.ceil(f.minutes / (unit * 5) - 1e-9) * unit);
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

  it('the word-count formula rounds the exact value down by the self-study rule', () => {
    const count = (max: number) => fc.integer({ min: 0, max });
    fc.assert(
      fc.property(
        count(200_000),
        count(600),
        count(200),
        count(200),
        incrementArb,
        (words, mediaMinutes, reviewQuestions, examQuestions, increment) => {
          const selfStudy = { words, mediaMinutes, reviewQuestions, examQuestions };
          const { total } = computeCredits([], { deliveryMethodId: DELIVERY_METHOD_IDS.qasSelfStudy, increment, selfStudy });
          const exact = (words / 180 + mediaMinutes + (reviewQuestions + examQuestions) * 1.85) / 50;
          expect(total).toBeLessThanOrEqual(exact + 1e-9);
          if (exact < 0.5) expect(total).toBe(0);
          else if (exact < 1) expect(total).toBe(0.5);
          else {
            expect(tenths(total) % tenths(increment)).toBe(0);
            expect(exact - total).toBeLessThan(increment + 1e-9);
          }
        },
      ),
    );
  });
});
