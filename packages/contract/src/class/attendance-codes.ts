/**
 * Attendance codes (spec §3 Attendance code, §5): editing their expiration dates as
 * 'YYYY-MM-DD HH:mm' in the class timezone, when they are expired, the shape of a
 * generated code, and the check of a code a learner enters, which the class roster
 * and the affidavit flow share.
 *
 * Timezones use Intl only: the wall clock of an instant in an IANA zone is read with
 * formatToParts, and a wall clock is turned back into an instant by trying the zone's
 * offsets around it and keeping those that read back the same.
 */
import { CLASS_MESSAGES } from './class-messages.ts';

type Instant = Date | string | null | undefined;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall clock, or null for a zone Intl does not know. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const fields = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    const formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...fields });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** The wall clock of an instant as milliseconds of a UTC date with the same fields. */
function wallClock(time: number, formatter: Intl.DateTimeFormat): number {
  const parts = formatter.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

// Server dates arrive as ISO instants with a zone; any other text would be read in the reader's zone.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Milliseconds of an instant; null when empty, NaN when unreadable. */
function instantTime(value: Instant): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  return ISO_INSTANT.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
}

/** 'YYYY-MM-DD HH:mm' in the zone; '' when there is no date, it is unreadable, or the zone is unknown. */
export function formatClassLocal(date: Instant, timeZone: string): string {
  const time = instantTime(date);
  const formatter = zoneFormatter(timeZone);
  if (time === null || !Number.isFinite(time) || !formatter) return '';
  return new Date(wallClock(time, formatter)).toISOString().slice(0, 16).replace('T', ' ');
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The instant a class-local 'YYYY-MM-DD HH:mm' names, or null when the text is not
 * in that form, not a real date or time, or the zone is unknown. A time skipped by a
 * daylight-saving change does not exist and is null; a time repeated by one is its
 * first occurrence.
 */
export function parseClassLocal(value: string, timeZone: string): Date | null {
  const text = value.trim();
  const match = LOCAL.exec(text);
  const formatter = zoneFormatter(timeZone);
  if (!match || !formatter) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year ?? Number.NaN, (month ?? 0) - 1, day, hour, minute);
  if (!Number.isFinite(wall)) return null;
  // A zone's offset changes at most once in a day or so: the offsets a day either side cover both.
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((probe) => wallClock(probe, formatter) - probe));
  const found = [...offsets]
    .map((offset) => wall - offset)
    .filter((time) => formatClassLocal(new Date(time), timeZone) === text)
    .sort((a, b) => a - b);
  return found[0] === undefined ? null : new Date(found[0]);
}

export interface CodeExpiryForm {
  expiration_date: string;
  aoa_expiration_date: string;
}

export type CodeExpiryErrors = Record<keyof CodeExpiryForm, string | null>;

/**
 * The Attendance Codes dialog's checks (spec §5). Either date may be empty, except
 * that the AOA expiration shows 'Value is required' unless the configuration of the
 * page (class or local learning) does not require it.
 */
export function validateCodeExpiry(form: CodeExpiryForm, timeZone: string, options: { aoaRequired: boolean }): CodeExpiryErrors {
  const check = (value: string, required: boolean) => {
    if (value.trim() === '') return required ? CLASS_MESSAGES.valueRequired : null;
    return parseClassLocal(value, timeZone) ? null : CLASS_MESSAGES.codeExpirationInvalid;
  };
  return {
    expiration_date: check(form.expiration_date, false),
    aoa_expiration_date: check(form.aoa_expiration_date, options.aoaRequired),
  };
}

export function codeExpiryValid(errors: CodeExpiryErrors): boolean {
  return Object.values(errors).every((error) => error === null);
}

export interface ExpiryChange {
  original: CodeExpiryForm;
  edited: CodeExpiryForm;
  valid: boolean;
}

/** Update is enabled only when a date was changed and the form is valid. */
export function canUpdateExpiration({ original, edited, valid }: ExpiryChange): boolean {
  return valid && (['expiration_date', 'aoa_expiration_date'] as const).some((key) => original[key].trim() !== edited[key].trim());
}

/**
 * Codes that came from elsewhere (an LMS) are that system's to change: editing is
 * disabled when any code's source is not this product. A code without a source is
 * not known to be ours, so it disables editing too. Names compare case-insensitively.
 */
export function codeEditingDisabled(codes: readonly { source_name: string | null }[], productSourceName: string): boolean {
  const product = productSourceName.trim().toLowerCase();
  return codes.some((code) => (code.source_name ?? '').trim().toLowerCase() !== product);
}

/**
 * Expired when the expiration is not later than now. No expiration never expires; an
 * unreadable one counts as expired, since a code must not be accepted on a guess.
 */
export function isCodeExpired(expiration: Instant, now: Date): boolean {
  const time = instantTime(expiration);
  if (time === null) return false;
  return !Number.isFinite(time) || time <= now.getTime();
}

/** The AOA expiry: the same rule, and an empty one counts as not expired (spec §5). */
export function isAoaExpired(aoaExpiration: Instant, now: Date): boolean {
  return isCodeExpired(aoaExpiration, now);
}

/** Letters and digits that cannot be misread for one another: no 0/O, 1/I/L. */
export const ATTENDANCE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^8 ≈ 8.5 × 10^11 codes, each character drawn by the server with crypto.randomInt(31): not guessable at a rate-limited endpoint. */
export const ATTENDANCE_CODE_LENGTH = 8;

/** What a learner typed, as codes are stored: upper case, without spaces (so trimmed) or dashes. */
export function normalizeEnteredCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** A code of this product's form (codes from an LMS may have another). */
export function isWellFormedCode(code: string): boolean {
  return code.length === ATTENDANCE_CODE_LENGTH && [...code].every((char) => ATTENDANCE_CODE_ALPHABET.includes(char));
}

export interface VerifiableCode {
  attendance_code: string;
  expiration_date: Instant;
  aoa_expiration_date: Instant;
}

/** Taking attendance in the room checks expiration_date; an affidavit of attendance checks aoa_expiration_date. */
export type CodePurpose = 'attendance' | 'affidavit';

export type CodeVerification<T> =
  | { outcome: 'valid'; message: typeof CLASS_MESSAGES.codeVerified; code: T }
  | { outcome: 'expired'; message: typeof CLASS_MESSAGES.codeExpired }
  | { outcome: 'wrong-class'; message: typeof CLASS_MESSAGES.codeWrongClass };

/**
 * The check of an entered code against the selected class's codes. A code of another
 * class and one that exists nowhere get the same answer, so the check reveals nothing
 * about other classes. When several match (daily codes), a live one wins.
 */
export function verifyAttendanceCode<T extends VerifiableCode>(
  entered: string,
  classCodes: readonly T[],
  now: Date,
  purpose: CodePurpose = 'attendance',
): CodeVerification<T> {
  const wanted = normalizeEnteredCode(entered);
  const matches = wanted === '' ? [] : classCodes.filter((code) => normalizeEnteredCode(code.attendance_code) === wanted);
  if (matches.length === 0) return { outcome: 'wrong-class', message: CLASS_MESSAGES.codeWrongClass };
  const expired = (code: T) =>
    purpose === 'attendance' ? isCodeExpired(code.expiration_date, now) : isAoaExpired(code.aoa_expiration_date, now);
  const live = matches.find((code) => !expired(code));
  return live
    ? { outcome: 'valid', message: CLASS_MESSAGES.codeVerified, code: live }
    : { outcome: 'expired', message: CLASS_MESSAGES.codeExpired };
}

/**
 * The source_name of attendance codes this product generates. Codes with any other source
 * came from an LMS, and then the class's code expiration editing is disabled (spec §5).
 */
export const PRODUCT_CODE_SOURCE = 'CPE Admin';
