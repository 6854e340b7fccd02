import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INT4_MAX, idParam } from '../src/platform/common.ts';

/** Ids in paths and queries arrive as text: only plain decimal digits are an id. */
describe('idParam', () => {
  it('reads every positive integer up to INT4_MAX written in decimal digits, and the same JSON number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INT4_MAX }), (id) => {
        expect(idParam.parse(String(id))).toBe(id);
        expect(idParam.parse(id)).toBe(id);
      }),
    );
  });

  it('refuses what Number() would also read as an id: hex, exponent, sign, spaces, fractions', () => {
    for (const text of ['0x1F', '1e0', '+1', ' 1', '1 ', '1.0', '0b1', '0o7', '１', 'Infinity', ''])
      expect(idParam.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });

  it('refuses any text with a character other than a digit', () => {
    const digits = fc.array(fc.constantFrom(...'0123456789'), { maxLength: 5 }).map((d) => d.join(''));
    const notDigit = fc
      .integer({ min: 0, max: 0xffff })
      .map((code) => String.fromCharCode(code))
      .filter((c) => !/^[0-9]$/.test(c));
    fc.assert(
      fc.property(digits, notDigit, digits, (before, other, after) => {
        expect(idParam.safeParse(`${before}${other}${after}`).success).toBe(false);
      }),
    );
  });

  it('refuses zero, fractions and numbers past INT4_MAX', () => {
    for (const value of ['0', '2147483648', '99999999999999999999', 0, 1.5, -1, INT4_MAX + 1])
      expect(idParam.safeParse(value).success, String(value)).toBe(false);
  });
});
