/**
 * Attendance codes: editing their expiration dates as
 * 'YYYY-MM-DD HH:mm' in the class timezone, when they are expired, the shape of a
 * generated code, and the check of a code a learner enters, which the class roster
 * and the affidavit flow share.
 *
 * The class-timezone conversions are in class-times.ts.
 */
import { CLASS_MESSAGES } from './class-messages.ts';
import { type Instant, instantTime, parseClassLocal } from './class-times.ts';

export interface CodeExpiryForm {
  expiration_date: string;
  aoa_expiration_date: string;
}

export type CodeExpiryErrors = Record<keyof CodeExpiryForm, string | null>;

/**
 * The Attendance Codes dialog's checks. Either date may be empty, except
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

/** The AOA expiry: the same rule, and an empty one counts as not expired. */
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
 * came from an LMS, and then the class's code expiration editing is disabled.
 */
export const PRODUCT_CODE_SOURCE = 'CPE Admin';
