import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, importRowProblems, readImportFile, utf8Length } from '../src/people/rules/import-rows.ts';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../src/people/schemas/user-admin.ts';
import { csvRow } from '../src/platform/csv.ts';

const HEADER = IMPORT_COLUMNS.join(',');
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

function problems(csv: string, allowed: ('internal' | 'external')[] = ['internal', 'external']) {
  const read = readImportFile(csv);
  if (!read.ok) throw new Error(read.message);
  return importRowProblems(read.rows, allowed).map((r) => ({ row: r.row, problems: r.problems }));
}

describe('people import file', () => {
  it('needs the header row first, and at least one person', () => {
    expect(readImportFile('first_name,last_name\r\nA,B')).toEqual({ ok: false, message: IMPORT_MESSAGES.badHeader });
    expect(readImportFile(`${HEADER}\r\n\r\n`)).toEqual({ ok: false, message: IMPORT_MESSAGES.noRows });
    // Header case, spaces, a BOM and blank lines do not matter.
    const ok = readImportFile(`\uFEFF${HEADER.toUpperCase().replaceAll(',', ', ')}\n\ninternal,A,B,a@example.com,,\n`);
    expect(ok.ok && ok.rows.map((r) => r.row)).toEqual([3]);
  });

  it('refuses more rows or bytes than the limits', () => {
    const row = 'external,A,B,a@example.com,,';
    expect(readImportFile(file(...Array(IMPORT_MAX_ROWS + 1).fill(row)))).toEqual({ ok: false, message: IMPORT_MESSAGES.tooManyRows });
    expect(readImportFile(file(...Array(IMPORT_MAX_ROWS).fill(row))).ok).toBe(true);
    expect(readImportFile(file(`external,${'x'.repeat(IMPORT_MAX_BYTES)},B,a@example.com,,`))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.tooLarge,
    });
  });

  it('reports each row’s problems with its line and field', () => {
    const csv = file(
      'internal,Ann,Able,ann@example.com,EMPLOYEE ID,E1',
      'external,,Bell,not-an-email,,',
      'external,Cy,Cole,ANN@example.com,,',
      'contractor,Di,Dee,di@example.com,,',
      'internal,Ed,Eve,ed@example.com,BADGE,',
      'internal,Fay,Fox',
    );
    expect(problems(csv)).toEqual([
      { row: 2, problems: [] },
      {
        row: 3,
        problems: [
          { field: 'first_name', message: 'Required.' },
          { field: 'email_address', message: 'Invalid e-mail.' },
        ],
      },
      { row: 4, problems: [{ field: 'email_address', message: IMPORT_MESSAGES.duplicate(2) }] },
      { row: 5, problems: [{ field: 'person_type', message: IMPORT_MESSAGES.personType }] },
      { row: 6, problems: [{ field: 'id_value', message: IMPORT_MESSAGES.idTypeWithoutValue }] },
      {
        row: 7,
        problems: [
          { field: 'row', message: IMPORT_MESSAGES.fieldCount },
          { field: 'email_address', message: 'Required.' },
        ],
      },
    ]);
  });

  it('refuses the types the caller does not administer', () => {
    const csv = file('internal,Ann,Able,ann@example.com,,', 'external,Bo,Bell,bo@example.com,,');
    expect(problems(csv, ['internal'])[1]?.problems).toEqual([
      { field: 'person_type', message: IMPORT_MESSAGES.typeNotAllowed('external') },
    ]);
    expect(problems(csv, ['external'])[0]?.problems).toEqual([
      { field: 'person_type', message: IMPORT_MESSAGES.typeNotAllowed('internal') },
    ]);
  });

  it('gives an id without a type the employee id type', () => {
    const read = readImportFile(file('internal,Ann,Able,ann@example.com,,E7'));
    expect(read.ok && importRowProblems(read.rows, ['internal'])[0]?.id_type).toBe('EMPLOYEE ID');
  });

  it('reads back any well-formed person the writer put in a file', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z ,"'-]{0,20}[A-Za-z]$/);
    const person = fc.record({
      type: fc.constantFrom('internal', 'external'),
      first: name,
      last: name,
      local: fc.stringMatching(/^[a-z]{1,10}$/),
    });
    fc.assert(
      fc.property(fc.uniqueArray(person, { selector: (p) => p.local, minLength: 1, maxLength: 20 }), (people) => {
        const csv = file(...people.map((p) => csvRow([p.type, p.first, p.last, `${p.local}@example.com`, '', ''])));
        expect(problems(csv).every((r) => r.problems.length === 0)).toBe(true);
      }),
    );
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });
});
