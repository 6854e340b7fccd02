import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, neutralizeFormula } from '../src/csv.ts';

describe('CSV formula-injection rule', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it('leaves other values alone', () => {
    expect(neutralizeFormula('Accounting')).toBe('Accounting');
    expect(neutralizeFormula('')).toBe('');
  });

  it('never emits a cell whose first character starts a formula', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = csvCell(value);
        const first = cell.startsWith('"') ? cell.slice(1, 2) : cell.slice(0, 1);
        expect(['=', '+', '-', '@', '\t', '\r']).not.toContain(first);
      }),
    );
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvRow(['a,b', 'say "hi"', 'x\ny', null, 3])).toBe('"a,b","say ""hi""","x\ny",,3');
  });
});
