/**
 * IRS CE program numbers and PTINs (/admin/irs; ADR 0038). What we enforce, from the IRS's
 * "Continuing Education Provider" program number rules:
 * - A program number is `XXXXX-T-NNNNN-YY`: the provider's 5-character IRS provider id
 *   (letters and digits, upper case), a one-letter program type, the provider's 5-digit
 *   sequence number, and the 2-digit year the program was registered.
 * - Program types: T federal tax law, U federal tax law update, E ethics, Q qualifying
 *   education (AFSP), R registered tax return preparer course (kept so that older numbers
 *   still read back; the IRS no longer registers R programs).
 * - A PTIN is the letter P followed by 8 digits.
 */
export const IRS_PROGRAM_TYPES = {
  T: 'Federal Tax Law',
  U: 'Federal Tax Law Update',
  E: 'Ethics',
  Q: 'Qualifying Education (AFSP)',
  R: 'Registered Tax Return Preparer (retired)',
} as const;
export type IrsProgramType = keyof typeof IRS_PROGRAM_TYPES;

export const IRS_PROGRAM_NUMBER_PATTERN = /^[A-Z0-9]{5}-[TUEQR]-[0-9]{5}-[0-9]{2}$/;
export const PTIN_PATTERN = /^P[0-9]{8}$/;
/** The person_ids id_type that holds a person's PTIN. */
export const PTIN_ID_TYPE = 'PTIN';

export const IRS_MESSAGES = {
  programNumberFormat:
    'Expected an IRS program number such as ABCDE-T-00001-24 (provider id, type T, U, E, Q or R, 5-digit sequence, 2-digit year).',
  programNumberTaken: 'This program number is already registered.',
  ptinMissing: 'No PTIN on file.',
  ptinFormat: 'The PTIN must be P followed by 8 digits.',
  programNumberInvalid: "The course's IRS program number is not in the IRS format.",
  noHours: 'No CE hours were earned.',
  saved: 'IRS program saved',
} as const;

/** Upper-cases and trims, so 'abcde-t-00001-24 ' reads as the IRS writes it. */
export function normalizeIrsProgramNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function isIrsProgramNumber(value: string): boolean {
  return IRS_PROGRAM_NUMBER_PATTERN.test(value);
}

export function irsProgramType(value: string): IrsProgramType | null {
  return isIrsProgramNumber(value) ? (value[6] as IrsProgramType) : null;
}

export function isPtin(value: string): boolean {
  return PTIN_PATTERN.test(value);
}

/** One attendee's completion before the checks. */
export interface IrsCompletion {
  first_name: string;
  last_name: string;
  ptin: string | null;
  program_number: string;
  ce_hours: number;
  completion_date: string;
}

/** Why a completion cannot be filed, or null when it can. */
export function irsCompletionProblem(c: IrsCompletion): string | null {
  if (!c.ptin?.trim()) return IRS_MESSAGES.ptinMissing;
  if (!isPtin(c.ptin.trim().toUpperCase())) return IRS_MESSAGES.ptinFormat;
  if (!isIrsProgramNumber(c.program_number)) return IRS_MESSAGES.programNumberInvalid;
  if (!(c.ce_hours > 0)) return IRS_MESSAGES.noHours;
  return null;
}

/** The IRS upload's columns, in order. */
export const IRS_REPORT_COLUMNS = ['First Name', 'Last Name', 'PTIN', 'Program Number', 'CE Hours', 'Completion Date'] as const;

export function irsUploadRow(c: IrsCompletion): string[] {
  return [c.first_name, c.last_name, (c.ptin ?? '').trim().toUpperCase(), c.program_number, String(c.ce_hours), c.completion_date];
}
