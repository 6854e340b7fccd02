import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRow, neutralizeFormula } from '../src/platform/csv.ts';
import { parseCsv } from '../src/platform/csv-parse.ts';

const fields = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records.map((r) => r.fields);
};

describe('CSV parser', () => {
  it('reads what the writer wrote, whatever the cells hold (formula cells come back neutralized)', () => {
    const cell = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', ' ', 'é', '😀') }));
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(table, fc.constantFrom('\r\n', '\n'), fc.boolean(), fc.boolean(), (rows, eol, trailing, bom) => {
        // A last record of one empty field is the file's end itself unless a line break follows it.
        fc.pre(trailing || rows.at(-1)?.join('') !== '' || (rows.at(-1)?.length ?? 0) > 1);
        const text = (bom ? '\uFEFF' : '') + rows.map(csvRow).join(eol) + (trailing ? eol : '');
        expect(fields(text)).toEqual(rows.map((r) => r.map(neutralizeFormula)));
      }),
    );
  });

  it('reads quoted commas, doubled quotes and line breaks inside quotes, CR-only files and a byte-order mark', () => {
    expect(fields('\uFEFFa,"b,c","say ""hi""","x\r\ny"\r\n1,2,3,4')).toEqual([
      ['a', 'b,c', 'say "hi"', 'x\r\ny'],
      ['1', '2', '3', '4'],
    ]);
    expect(fields('a,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fields('a,,\n')).toEqual([['a', '', '']]);
    expect(fields('')).toEqual([]);
  });

  it('numbers each record by the line it starts on', () => {
    const parsed = parseCsv('h\n"two\nlines"\nlast\n');
    expect(parsed.ok && parsed.records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('refuses an unclosed quote and stray quotes, naming the line', () => {
    expect(parseCsv('a\n"open,b\nc')).toEqual({ ok: false, line: 2, message: 'A quoted field is not closed.' });
    expect(parseCsv('a\n"x"y,b')).toMatchObject({ ok: false, line: 2 });
    expect(parseCsv('a\nx"y,b')).toMatchObject({ ok: false, line: 2 });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseCsv(text).ok).toBe('boolean');
      }),
    );
  });
});
