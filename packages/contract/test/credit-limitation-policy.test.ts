import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCreditLimitations, type CreditLimitationRule, type LimitedCredits } from '../src/credits/policy/credit-limitation-policy.ts';

const tenth = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((t) => t / 10);
const credits: fc.Arbitrary<LimitedCredits> = fc.record({
  byField: fc.uniqueArray(fc.record({ field_of_study_id: fc.integer({ min: 1, max: 4 }), credits: tenth(8) }), {
    selector: (f) => f.field_of_study_id,
    maxLength: 4,
  }),
  byDay: fc.uniqueArray(fc.record({ day: fc.integer({ min: 1, max: 3 }), credits: tenth(8) }), { selector: (d) => d.day, maxLength: 3 }),
});
const rule: fc.Arbitrary<CreditLimitationRule> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    scope: fc.constantFrom('day', 'field_of_study', 'delivery_method'),
    maxCredits: fc.integer({ min: 1, max: 80 }).map((t) => t / 10),
    fieldOfStudyId: fc.integer({ min: 1, max: 4 }),
    deliveryMethodId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
    jurisdictionId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  })
  .map((r) => ({
    ...r,
    name: `Rule ${r.id}`,
    deliveryMethodId: r.scope === 'delivery_method' ? (r.deliveryMethodId ?? 1) : r.deliveryMethodId,
  }));
const rules = fc.uniqueArray(rule, { selector: (r) => r.id, maxLength: 4 });
const context = fc.record({
  deliveryMethodId: fc.constantFrom(1, 2, null),
  jurisdictionIds: fc.subarray([1, 2]),
});
const sum = (fields: { credits: number }[]) => Math.round(fields.reduce((s, f) => s + f.credits * 10, 0)) / 10;

describe('applyCreditLimitations', () => {
  it('never adds credits and never goes below 0', () => {
    fc.assert(
      fc.property(credits, rules, context, (c, r, ctx) => {
        const out = applyCreditLimitations(c, r, ctx);
        out.byField.forEach((f, i) => {
          expect(f.credits).toBeGreaterThanOrEqual(0);
          expect(f.credits).toBeLessThanOrEqual(c.byField[i]?.credits ?? 0);
        });
        // Each cut is what left the fields.
        expect(sum(out.byField)).toBeCloseTo(sum(c.byField) - out.cuts.reduce((s, x) => s + x.amount, 0), 5);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(credits, rules, context, (c, r, ctx) => {
        const once = applyCreditLimitations(c, r, ctx);
        const twice = applyCreditLimitations({ byField: once.byField, byDay: once.byDay }, r, ctx);
        expect(twice.byField).toEqual(once.byField);
        expect(twice.cuts).toEqual([]);
      }),
    );
  });

  it('respects every cap that applies', () => {
    fc.assert(
      fc.property(credits, rules, context, (c, r, ctx) => {
        const out = applyCreditLimitations(c, r, ctx);
        for (const x of r) {
          if (x.jurisdictionId !== null && !ctx.jurisdictionIds.includes(x.jurisdictionId)) continue;
          if (x.deliveryMethodId !== null && x.deliveryMethodId !== ctx.deliveryMethodId) continue;
          if (x.scope === 'field_of_study') {
            for (const f of out.byField) if (f.field_of_study_id === x.fieldOfStudyId) expect(f.credits).toBeLessThanOrEqual(x.maxCredits);
          } else if (x.scope === 'delivery_method') expect(sum(out.byField)).toBeLessThanOrEqual(x.maxCredits + 1e-9);
          else for (const d of out.byDay) expect(d.credits).toBeLessThanOrEqual(x.maxCredits);
        }
      }),
    );
  });

  it('names the rule and the amount of each cut', () => {
    const out = applyCreditLimitations(
      {
        byField: [
          { field_of_study_id: 1, credits: 3 },
          { field_of_study_id: 2, credits: 1 },
        ],
        byDay: [{ day: 1, credits: 4 }],
      },
      [{ id: 7, name: 'Two a day', scope: 'day', maxCredits: 2, fieldOfStudyId: null, deliveryMethodId: null, jurisdictionId: null }],
      { deliveryMethodId: null, jurisdictionIds: [] },
    );
    expect(out.byField).toEqual([
      { field_of_study_id: 1, credits: 1.5 },
      { field_of_study_id: 2, credits: 0.5 },
    ]);
    expect(out.cuts).toEqual([
      { ruleId: 7, ruleName: 'Two a day', amount: 2, message: "Credit limitation 'Two a day' removed 2 credits." },
    ]);
  });

  it('leaves learners outside a jurisdiction rule alone', () => {
    const c = { byField: [{ field_of_study_id: 1, credits: 5 }], byDay: [] };
    const r: CreditLimitationRule[] = [
      { id: 1, name: 'NY cap', scope: 'field_of_study', maxCredits: 1, fieldOfStudyId: 1, deliveryMethodId: null, jurisdictionId: 3 },
    ];
    expect(applyCreditLimitations(c, r, { deliveryMethodId: null, jurisdictionIds: [] }).cuts).toEqual([]);
    expect(applyCreditLimitations(c, r, { deliveryMethodId: null, jurisdictionIds: [3] }).byField[0]?.credits).toBe(1);
  });
});
