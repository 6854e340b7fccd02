import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, neutralizeFormula, unneutralizeFormula } from '../src/platform/csv.ts';

/** What a spreadsheet may read past before it looks for a formula (the rule's definition, ADR 0058). */
const SKIPPABLE = /^[\s\p{Cc}\p{Cf}"',;]+/u;
const TRIGGER = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** True when a cell's content, as a spreadsheet holds it, could start a formula. */
function opensAsFormula(content: string): boolean {
  if (content.startsWith("'")) return false;
  return /^\p{Cc}/u.test(content) || TRIGGER.test(content.replace(SKIPPABLE, ''));
}

/** The cells a real CSV reader (csv-parse) finds in one exported cell, with the given list separator. */
const readBack = (cell: string, delimiter: ',' | ';'): string[][] => parse(cell, { delimiter, record_delimiter: ['\r\n', '\n', '\r'] });

const risky = fc.constantFrom(
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  '\0',
  '\u0001',
  ';',
  ',',
  '"',
  "'",
  ' ',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\uFF1D',
  'a',
  '1',
  '.',
  'é',
  '😀',
);
const anyText = fc.oneof(fc.string({ unit: risky }), fc.string({ unit: 'binary' }), fc.string());

describe('the export rule (a leading = + - @ tab or CR, and OWASP CSV injection)', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each([
    ['line feed', '\nx'],
    ['NUL', '\u0000=cmd'],
    ['NUL alone', '\u0000'],
    ['another control character', '\u0007bell'],
    ['a separator then a formula', ';=cmd|"/c calc"!A1'],
    ['a comma then a formula', ',=1+2'],
    ['quotes then a formula', '"=1+2'],
    ['an apostrophe then a formula', "'=1+2"],
    ['spaces then a formula', '   =1+2'],
    ['a no-break space then a formula', '\u00a0+1'],
    ['a zero-width space then a formula', '\u200b@SUM(A1)'],
    ['a full-width equals sign', '\uFF1D1+2'],
  ])('prefixes %s', (_what, value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it('leaves plain text alone; numbers the server holds as numbers stay numbers, a text figure is text', () => {
    for (const value of ['Accounting', '', 'a;=b', 'Smith, John', '2026-01-31', '12', '0.5'])
      expect(neutralizeFormula(value), value).toBe(value);
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('-1.5')).toBe(`"'-1.5"`);
    expect(csvCell('-1+cmd')).toBe(`"'-1+cmd"`);
  });

  it('quotes the ;-locale attack so no spreadsheet splits it, and quotes every neutralized cell like OWASP', () => {
    expect(csvCell(';=cmd')).toBe(`"';=cmd"`);
    expect(csvCell('a;=cmd')).toBe('"a;=cmd"');
    // OWASP's two examples, escaped as the page shows them.
    expect(csvCell('=1+2";=1+2')).toBe(`"'=1+2"";=1+2"`);
    expect(csvCell(`=1+2'" ;,=1+2`)).toBe(`"'=1+2'"" ;,=1+2"`);
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('quotes cells with commas, quotes and line breaks; numbers and empties as they are', () => {
    expect(csvRow(['a,b', 'say "hi"', 'x\ny', null, 3])).toBe('"a,b","say ""hi""","x\ny",,3');
  });

  it('any text, read back with , and with ; as the separator, is one cell that opens as text and unescapes to the original', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const cell = csvCell(value);
        for (const delimiter of [',', ';'] as const) {
          const records = readBack(cell, delimiter);
          if (value === '') {
            expect(records).toEqual([]);
            continue;
          }
          expect(records).toHaveLength(1);
          expect(records[0]).toHaveLength(1);
          const content = records[0]?.[0] ?? '';
          expect(opensAsFormula(content), JSON.stringify({ value, cell, delimiter })).toBe(false);
          expect(unneutralizeFormula(content)).toBe(value);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a row read back with , gives each cell back', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 2, maxLength: 5 }), (values) => {
        fc.pre(values.some((v) => v !== ''));
        const [cells = []] = readBack(csvRow(values), ',');
        expect(cells.map(unneutralizeFormula)).toEqual(values);
      }),
      { numRuns: 1000 },
    );
  });
});
