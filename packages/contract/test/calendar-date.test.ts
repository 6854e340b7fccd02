import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../src/platform/common.ts';

/** Forged dates must be refused before PostgreSQL sees them (it answers with its own text). */
describe('isCalendarDate', () => {
  it('accepts every day from year 1 to 9999, written as YYYY-MM-DD', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        expect(isCalendarDate(d.toISOString().slice(0, 10))).toBe(true);
      }),
    );
  });

  it('refuses days that do not exist, year 0 and other shapes', () => {
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '1900-02-29',
      '26-01-01',
      '2026-1-1',
      '',
    ])
      expect(isCalendarDate(text), text).toBe(false);
    for (const text of ['2024-02-29', '2000-02-29', '0004-02-29']) expect(isCalendarDate(text), text).toBe(true);
  });
});
