import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationProblem, allocationsAddUp, MODULE_MESSAGES, namesAFieldTwice } from '../src/course/rules/module-allocations.ts';

describe('a module’s field-of-study allocations (one rule for the form and the server)', () => {
  it('accepts distinct fields whose percents add up to 100', () => {
    expect(
      allocationProblem([
        { field_of_study_id: 1, percent: 60 },
        { field_of_study_id: 2, percent: 40 },
      ]),
    ).toBeNull();
    expect(allocationProblem([])).toBeNull();
  });

  it('names a field given twice before a total that is off', () => {
    const twice = [
      { field_of_study_id: 3, percent: 50 },
      { field_of_study_id: 3, percent: 30 },
    ];
    expect(allocationProblem(twice)).toBe('fieldTwice');
    expect(MODULE_MESSAGES[allocationProblem(twice) ?? 'fieldTwice']).toBe('Each field of study may appear once.');
    expect(allocationProblem([{ field_of_study_id: 1, percent: 99 }])).toBe('allocationsTotal');
  });

  it('any distinct fields: refused exactly when their percents do not sum to 100', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ field_of_study_id: fc.integer({ min: 1, max: 30 }), percent: fc.integer({ min: 1, max: 100 }) }), {
          selector: (a) => a.field_of_study_id,
          minLength: 1,
          maxLength: 6,
        }),
        (allocations) => {
          expect(namesAFieldTwice(allocations)).toBe(false);
          const sum = allocations.reduce((s, a) => s + a.percent, 0);
          expect(allocationsAddUp(allocations)).toBe(sum === 100);
          expect(allocationProblem(allocations)).toBe(sum === 100 ? null : 'allocationsTotal');
        },
      ),
    );
  });
});
