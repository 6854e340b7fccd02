import { addUserBody as contractBody, type ImportResponse, parseCsv } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { addPersonSchema, addUserBody, emptyPerson } from '../../src/features/user-admin-add/add/add-person-form.ts';
import { importSummary } from '../../src/features/user-admin-add/import/ImportResults.tsx';
import { IMPORT_TEMPLATE } from '../../src/features/user-admin-add/import/import-template.ts';

describe('the Add User form', () => {
  it("says 'Required.' and 'Invalid e-mail.'", () => {
    const result = addPersonSchema.safeParse({ ...emptyPerson('external'), last_name: 'L', email_address: 'nope' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['first_name', 'Required.'],
      ['email_address', 'Invalid e-mail.'],
    ]);
  });

  it('sends an external person’s names and e-mail only, whatever the hidden internal fields hold', () => {
    const body = addUserBody({
      ...emptyPerson('external'),
      first_name: ' Eve ',
      last_name: 'O',
      email_address: 'eve@example.com',
      username: 'x',
      id_value: 'E1',
    });
    expect(body).toEqual({ person_type: 'external', first_name: 'Eve', last_name: 'O', email_address: 'eve@example.com' });
    expect(contractBody.safeParse(body).success).toBe(true);
  });

  it('sends an internal person’s id with its type only when an id value is given', () => {
    const base = { ...emptyPerson('internal'), first_name: 'I', last_name: 'N', email_address: 'i@example.com' };
    expect(addUserBody(base)).toMatchObject({ id_type: undefined, id_value: undefined, username: undefined });
    expect(addUserBody({ ...base, id_value: ' E-1 ', legal_first_name: 'Ina' })).toMatchObject({
      id_type: 'EMPLOYEE ID',
      id_value: 'E-1',
      legal_first_name: 'Ina',
    });
  });
});

describe('the import screen', () => {
  const reply = (over: Partial<ImportResponse>): ImportResponse => ({ dryRun: true, imported: false, created: 0, rows: [], ...over });
  const row = (problems: number) => ({
    row: 2,
    status: problems ? ('invalid' as const) : ('valid' as const),
    person_type: 'external',
    email_address: 'a@example.com',
    person_id: null,
    problems: Array.from({ length: problems }, () => ({ field: 'email_address', message: 'Invalid e-mail.' })),
  });

  it('sums up a dry run, a refused import and an import', () => {
    expect(importSummary(reply({ rows: [row(0), row(1)] }))).toBe('Dry run: 1 of 2 rows have problems. Nothing was written.');
    expect(importSummary(reply({ rows: [row(0)] }))).toBe('Dry run: All 1 person can be imported. Nothing was written.');
    expect(importSummary(reply({ dryRun: false, rows: [row(1)] }))).toBe(
      '1 of 1 rows have problems. Nothing was imported: fix the file and import it again.',
    );
    expect(importSummary(reply({ dryRun: false, imported: true, created: 2, rows: [row(0), row(0)] }))).toBe('Imported 2 people.');
  });

  it('offers a template the import reads: the header and two people', () => {
    const parsed = parseCsv(IMPORT_TEMPLATE);
    expect(parsed.ok && parsed.records.map((r) => r.fields[0])).toEqual(['person_type', 'internal', 'external']);
  });
});
