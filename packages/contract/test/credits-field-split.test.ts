/** The field split of ADR 0051: largest remainders in the program's increment. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTenths, splitUnitTenths } from '../src/credits/rules/field-split.ts';

describe('splitTenths', () => {
  it('shares 70 tenths as 235 / 115 minutes: 48 + 22 in fifths, 45 + 25 in halves', () => {
    const fields = [
      { field_of_study_id: 1, weight: 235 },
      { field_of_study_id: 2, weight: 115 },
    ];
    expect(splitTenths(70, fields, 2).map((f) => f.tenths)).toEqual([48, 22]);
    expect(splitTenths(70, fields, 5).map((f) => f.tenths)).toEqual([45, 25]);
    expect(splitTenths(70, fields, 1).map((f) => f.tenths)).toEqual([47, 23]);
  });

  it('gives fields of no weight nothing and keeps the order it was given', () => {
    const fields = [
      { field_of_study_id: 9, weight: 0 },
      { field_of_study_id: 3, weight: 10 },
    ];
    expect(splitTenths(10, fields, 2)).toEqual([
      { field_of_study_id: 9, tenths: 0 },
      { field_of_study_id: 3, tenths: 10 },
    ]);
    expect(splitTenths(0, fields, 2).map((f) => f.tenths)).toEqual([0, 0]);
  });

  it('counts in tenths when the total is no multiple of the unit', () => {
    expect(splitUnitTenths(5, 2)).toBe(5);
    expect(splitUnitTenths(12, 5)).toBe(2);
    expect(splitUnitTenths(63, 2)).toBe(1);
    expect(splitUnitTenths(70, 2)).toBe(2);
  });

  const fieldsArb = fc.uniqueArray(
    fc.record({ field_of_study_id: fc.integer({ min: 1, max: 30 }), weight: fc.integer({ min: 0, max: 60_000 }) }),
    {
      selector: (f) => f.field_of_study_id,
      minLength: 1,
      maxLength: 6,
    },
  );

  it('always adds up to the total, in whole units, each field within one unit of its exact share', () => {
    fc.assert(
      fc.property(fieldsArb, fc.integer({ min: 0, max: 400 }), fc.constantFrom(1, 2, 5), (fields, units, unit) => {
        const total = units * unit;
        const split = splitTenths(total, fields, unit);
        const whole = fields.reduce((s, f) => s + f.weight, 0);
        const sum = split.reduce((s, f) => s + f.tenths, 0);
        expect(sum).toBe(whole > 0 ? total : 0);
        for (const [i, f] of split.entries()) {
          expect(f.tenths % unit).toBe(0);
          const exact = whole > 0 ? (total * (fields[i]?.weight ?? 0)) / whole : 0;
          expect(f.tenths).toBeGreaterThanOrEqual(Math.floor(exact / unit - 1e-9) * unit);
          expect(f.tenths).toBeLessThanOrEqual(Math.ceil(exact / unit - 1e-9) * unit);
        }
      }),
    );
  });

  it('does not depend on the order of the fields', () => {
    fc.assert(
      fc.property(fieldsArb, fc.integer({ min: 0, max: 200 }), (fields, total) => {
        const byId = (xs: { field_of_study_id: number; tenths: number }[]) =>
          [...xs].sort((a, b) => a.field_of_study_id - b.field_of_study_id);
        expect(byId(splitTenths(total, [...fields].reverse(), 1))).toEqual(byId(splitTenths(total, fields, 1)));
      }),
    );
  });
});
