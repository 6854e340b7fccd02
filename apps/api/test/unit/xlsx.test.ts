import { neutralizeFormula } from '@cpe/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnName, toXlsx } from '../../src/platform/xlsx.ts';
import { readXlsx } from '../support/read-xlsx.ts';

describe('the XLSX writer', () => {
  it('writes sheets that read back cell for cell, numbers as numbers', () => {
    const bytes = toXlsx([
      {
        name: 'Credits',
        rows: [
          ['Name', 'Credits'],
          ['Ada <Lovelace> & co', 1.5],
          ['Bob', null, 'third'],
        ],
      },
      { name: 'Other', rows: [['x']] },
    ]);
    const sheets = readXlsx(bytes);
    expect(sheets.map((s) => s.name)).toEqual(['Credits', 'Other']);
    expect(sheets[0]?.rows).toEqual([
      ['Name', 'Credits'],
      ['Ada <Lovelace> & co', '1.5'],
      ['Bob', '', 'third'],
    ]);
  });

  it('applies the formula rule to text cells', () => {
    const rows = readXlsx(toXlsx([{ name: 'S', rows: [['=1+1', '+x', '-y', '@z', '\tt', 'plain']] }]))[0]?.rows;
    expect(rows).toEqual([["'=1+1", "'+x", "'-y", "'@z", "'\tt", 'plain']]);
  });

  it('names columns A … Z, AA …', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('round-trips any printable text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme-ascii' }), { minLength: 1, maxLength: 5 }), (cells) => {
        const back = readXlsx(toXlsx([{ name: 'S', rows: [cells] }]))[0]?.rows[0] ?? [];
        // Each cell as the export rule writes it (contract csv.ts, which its own tests state).
        const expected = cells.map(neutralizeFormula);
        while (expected.length && expected[expected.length - 1] === '') expected.pop();
        expect(back).toEqual(expected);
      }),
    );
  });
});
