/**
 * The rules of a people import (ADR 0029) that need no database: the file's shape (header,
 * size, row count) and each row's own problems (missing required, invalid e-mail, duplicate
 * in the file, a type the caller does not administer). The server adds 'already exists'.
 */

import { emailAddress, isBlankRecord, MESSAGES, parseCsv } from '../../platform/index.ts';
import type { PersonType } from '../policy/person-policy.ts';
import { DEFAULT_PERSON_ID_TYPE, IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportProblem } from '../schemas/user-admin.ts';

export const IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES.toLocaleString('en-US')} bytes. Split it into smaller files.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} people. Split it into smaller files.`,
  noRows: 'The file has a header row but no people.',
  badHeader: `The first row must be the header: ${IMPORT_COLUMNS.join(',')}`,
  fieldCount: `Expected ${IMPORT_COLUMNS.length} fields.`,
  personType: "Must be 'internal' or 'external'.",
  typeNotAllowed: (type: string) => `You may not add ${type} people.`,
  duplicate: (row: number) => `The same e-mail address as row ${row}.`,
  exists: 'A person with this e-mail address or username already exists.',
  idTypeWithoutValue: 'An id type needs an id value.',
  tooLong: (max: number) => `At most ${max} characters.`,
} as const;

export interface ImportRow {
  /** The file's line of the row: the header is line 1. */
  row: number;
  person_type: string;
  first_name: string;
  last_name: string;
  email_address: string;
  id_type: string;
  id_value: string;
  /** How many fields the record had: anything but six is a problem of the row. */
  field_count: number;
}

export type ImportFile = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

/** Bytes of the text in UTF-8 (the contract runs in browsers and Node alike: no Buffer). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Reads the file: its size, the header, and one ImportRow per non-blank record (a short record's missing fields are ''). */
export function readImportFile(csv: string): ImportFile {
  if (utf8Length(csv) > IMPORT_MAX_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooLarge };
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { ok: false, message: `Line ${parsed.line}: ${parsed.message}` };
  const records = parsed.records.filter((r) => !isBlankRecord(r));
  const header = records[0]?.fields.map((f) => f.trim().toLowerCase());
  if (!header || header.join(',') !== IMPORT_COLUMNS.join(',')) return { ok: false, message: IMPORT_MESSAGES.badHeader };
  const data = records.slice(1);
  if (data.length === 0) return { ok: false, message: IMPORT_MESSAGES.noRows };
  if (data.length > IMPORT_MAX_ROWS) return { ok: false, message: IMPORT_MESSAGES.tooManyRows };
  const rows = data.map((r) => {
    const cell = (i: number) => (r.fields[i] ?? '').trim();
    return {
      row: r.line,
      person_type: cell(0).toLowerCase(),
      first_name: cell(1),
      last_name: cell(2),
      email_address: cell(3),
      id_type: cell(4),
      id_value: cell(5),
      field_count: r.fields.length,
    };
  });
  return { ok: true, rows };
}

const LIMITS: Partial<Record<keyof ImportRow, number>> = { first_name: 100, last_name: 100, id_type: 50, id_value: 100 };

/** Each row's own problems, in the order of the file; `allowed` are the types the caller administers. */
export function importRowProblems(rows: readonly ImportRow[], allowed: readonly PersonType[]) {
  const firstRowOf = new Map<string, number>();
  return rows.map((r) => {
    const problems: ImportProblem[] = [];
    if (r.field_count !== IMPORT_COLUMNS.length) problems.push({ field: 'row', message: IMPORT_MESSAGES.fieldCount });
    if (!r.person_type) problems.push({ field: 'person_type', message: MESSAGES.required });
    else if (r.person_type !== 'internal' && r.person_type !== 'external')
      problems.push({ field: 'person_type', message: IMPORT_MESSAGES.personType });
    else if (!allowed.includes(r.person_type))
      problems.push({ field: 'person_type', message: IMPORT_MESSAGES.typeNotAllowed(r.person_type) });
    for (const field of ['first_name', 'last_name', 'email_address'] as const)
      if (!r[field]) problems.push({ field, message: MESSAGES.required });
    for (const [field, max] of Object.entries(LIMITS) as [keyof ImportRow, number][])
      if (String(r[field]).length > max) problems.push({ field, message: IMPORT_MESSAGES.tooLong(max) });
    if (r.email_address) {
      if (!emailAddress.safeParse(r.email_address).success) problems.push({ field: 'email_address', message: MESSAGES.invalidEmail });
      else {
        const key = r.email_address.toLowerCase();
        const first = firstRowOf.get(key);
        if (first === undefined) firstRowOf.set(key, r.row);
        else problems.push({ field: 'email_address', message: IMPORT_MESSAGES.duplicate(first) });
      }
    }
    if (r.id_type && !r.id_value) problems.push({ field: 'id_value', message: IMPORT_MESSAGES.idTypeWithoutValue });
    return { ...r, id_type: r.id_value ? r.id_type || DEFAULT_PERSON_ID_TYPE : '', problems };
  });
}
