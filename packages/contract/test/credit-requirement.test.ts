import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClassifiedCredit,
  type CreditRequirement,
  checkLabel,
  creditProgress,
  defaultFieldClassification,
  reportingPeriodEnd,
} from '../src/index.ts';

const tenth = fc.integer({ min: 0, max: 400 }).map((t) => t / 10);
const credit: fc.Arbitrary<ClassifiedCredit> = fc.record({ credits: tenth, is_technical: fc.boolean(), is_ethics: fc.boolean() });
const requirement: fc.Arbitrary<CreditRequirement> = fc.integer({ min: 1, max: 200 }).chain((total) =>
  fc.record({
    period_years: fc.integer({ min: 1, max: 3 }),
    total_credits: fc.constant(total),
    min_ethics_credits: fc.integer({ min: 0, max: total }),
    min_technical_credits: fc.integer({ min: 0, max: total }),
    max_non_technical_credits: fc.option(fc.integer({ min: 0, max: total }), { nil: null }),
  }),
);
const tenths = (n: number) => Math.round(n * 10);

describe('creditProgress', () => {
  it('totals add up, nothing is negative, and met is exactly "short by 0" on every check', () => {
    fc.assert(
      fc.property(fc.array(credit, { maxLength: 30 }), requirement, (credits, req) => {
        const p = creditProgress(credits, req);
        const sum = credits.reduce((s, c) => s + tenths(c.credits), 0);
        expect(tenths(p.earned.total)).toBe(sum);
        expect(tenths(p.earned.technical) + tenths(p.earned.non_technical)).toBe(sum);
        expect(p.earned.ethics).toBeLessThanOrEqual(p.earned.total);
        expect(tenths(p.counted_total) + tenths(p.non_technical_not_counted)).toBe(sum);
        if (req.max_non_technical_credits === null) expect(p.non_technical_not_counted).toBe(0);
        else expect(tenths(p.counted_total) - tenths(p.earned.technical)).toBeLessThanOrEqual(req.max_non_technical_credits * 10);
        for (const c of [p.total, p.ethics, p.technical]) {
          expect(c.short_by).toBeGreaterThanOrEqual(0);
          expect(c.met).toBe(c.short_by === 0);
          expect(tenths(c.short_by)).toBe(Math.max(0, tenths(c.required) - tenths(c.earned)));
        }
        expect(p.total.earned).toBe(p.counted_total);
        expect(p.met).toBe(p.total.met && p.ethics.met && p.technical.met);
      }),
    );
  });

  it('one more credit never makes a met check unmet', () => {
    fc.assert(
      fc.property(fc.array(credit, { maxLength: 20 }), credit, requirement, (credits, extra, req) => {
        const before = creditProgress(credits, req);
        const after = creditProgress([...credits, extra], req);
        expect(after.total.short_by).toBeLessThanOrEqual(before.total.short_by);
        expect(after.ethics.short_by).toBeLessThanOrEqual(before.ethics.short_by);
        expect(after.technical.short_by).toBeLessThanOrEqual(before.technical.short_by);
      }),
    );
  });

  it('counts non-technical credits toward the total only up to the limit, and sums tenths exactly', () => {
    const req = { period_years: 2, total_credits: 10, min_ethics_credits: 2, min_technical_credits: 5, max_non_technical_credits: 3 };
    const p = creditProgress(
      [
        { credits: 0.1, is_technical: true, is_ethics: false },
        { credits: 0.2, is_technical: true, is_ethics: false },
        { credits: 4, is_technical: false, is_ethics: true },
        { credits: 1.5, is_technical: false, is_ethics: false },
      ],
      req,
    );
    expect(p.earned).toEqual({ total: 5.8, technical: 0.3, non_technical: 5.5, ethics: 4 });
    expect(p.counted_total).toBe(3.3);
    expect(p.non_technical_not_counted).toBe(2.5);
    expect(p.total).toEqual({ required: 10, earned: 3.3, met: false, short_by: 6.7 });
    expect(p.technical).toEqual({ required: 5, earned: 0.3, met: false, short_by: 4.7 });
    expect(checkLabel(p.total)).toBe('Short by 6.7');
    expect(checkLabel(p.ethics)).toBe('Met');
  });
});

describe('field classification and reporting periods', () => {
  it('ethics fields are non-technical ethics; taxes is technical; personal development is neither technical nor ethics', () => {
    expect(defaultFieldClassification('BETH')).toEqual({ is_technical: false, is_ethics: true });
    expect(defaultFieldClassification('RETH')).toEqual({ is_technical: false, is_ethics: true });
    expect(defaultFieldClassification('TAX')).toEqual({ is_technical: true, is_ethics: false });
    expect(defaultFieldClassification('PD')).toEqual({ is_technical: false, is_ethics: false });
  });

  it('a period of n years ends the day before its n-th anniversary', () => {
    expect(reportingPeriodEnd('2024-01-01', 3)).toBe('2026-12-31');
    expect(reportingPeriodEnd('2024-03-01', 1)).toBe('2025-02-28');
    expect(reportingPeriodEnd('2023-03-01', 1)).toBe('2024-02-29');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 3 }),
        (d, years) => {
          const start = d.toISOString().slice(0, 10);
          const end = reportingPeriodEnd(start, years);
          expect(end > start).toBe(true);
          const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
          expect(days).toBeGreaterThanOrEqual(365 * years - 1);
          expect(days).toBeLessThanOrEqual(366 * years);
        },
      ),
    );
  });
});
