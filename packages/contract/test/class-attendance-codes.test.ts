import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_CODE_ALPHABET,
  ATTENDANCE_CODE_LENGTH,
  canUpdateExpiration,
  codeEditingDisabled,
  codeExpiryValid,
  isAoaExpired,
  isCodeExpired,
  isWellFormedCode,
  normalizeEnteredCode,
  validateCodeExpiry,
  verifyAttendanceCode,
} from '../src/class/rules/attendance-codes.ts';
import { formatClassLocal, parseClassLocal } from '../src/class/rules/class-times.ts';

const NY = 'America/New_York';
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('class-local dates (YYYY-MM-DD HH:mm in the class timezone)', () => {
  it('formats an instant in the class timezone', () => {
    const instant = '2025-01-15T15:30:00.000Z';
    expect(formatClassLocal(instant, NY)).toBe('2025-01-15 10:30');
    expect(formatClassLocal(new Date(instant), 'Asia/Kolkata')).toBe('2025-01-15 21:00');
    expect(formatClassLocal(instant, 'UTC')).toBe('2025-01-15 15:30');
    expect(formatClassLocal('2025-07-15T03:59:59Z', NY)).toBe('2025-07-14 23:59');
    expect(formatClassLocal('2025-01-15T00:00:00+05:45', 'Asia/Kathmandu')).toBe('2025-01-15 00:00');
  });

  it('formats nothing as empty: no date, an unreadable one, or an unknown zone', () => {
    expect(formatClassLocal(null, NY)).toBe('');
    expect(formatClassLocal('', NY)).toBe('');
    expect(formatClassLocal('2025-01-15 10:30', NY)).toBe('');
    expect(formatClassLocal(new Date(Number.NaN), NY)).toBe('');
    expect(formatClassLocal('2025-01-15T15:30:00Z', 'Mars/Olympus_Mons')).toBe('');
  });

  it('parses the wall clock of the class timezone into an instant', () => {
    expect(iso(parseClassLocal('2025-01-15 10:30', NY))).toBe('2025-01-15T15:30:00.000Z');
    expect(iso(parseClassLocal('2025-07-15 10:30', NY))).toBe('2025-07-15T14:30:00.000Z');
    expect(iso(parseClassLocal(' 2025-06-01 12:00 ', 'Asia/Kathmandu'))).toBe('2025-06-01T06:15:00.000Z');
    expect(iso(parseClassLocal('2024-02-29 23:59', 'UTC'))).toBe('2024-02-29T23:59:00.000Z');
  });

  it('rejects other forms, impossible dates and unknown zones', () => {
    for (const text of ['', 'abc', '2025-1-15 10:30', '2025-01-15T10:30', '2025-01-15 10:30:00', '2025-02-29 10:00', '2025-13-01 10:00']) {
      expect(parseClassLocal(text, NY)).toBeNull();
    }
    for (const text of ['2025-01-15 24:00', '2025-01-15 10:60', '2025-04-31 10:00', '0050-01-01 10:00'])
      expect(parseClassLocal(text, NY)).toBeNull();
    expect(parseClassLocal('2025-01-15 10:30', 'Not/A_Zone')).toBeNull();
  });

  it('has no instant for a time skipped by daylight saving, and takes the first of a repeated one', () => {
    expect(parseClassLocal('2025-03-09 02:30', NY)).toBeNull();
    expect(iso(parseClassLocal('2025-03-09 03:00', NY))).toBe('2025-03-09T07:00:00.000Z');
    expect(iso(parseClassLocal('2025-11-02 01:30', NY))).toBe('2025-11-02T05:30:00.000Z');
    expect(iso(parseClassLocal('2025-10-05 02:15', 'Australia/Lord_Howe'))).toBeNull();
  });

  it('reads back what it formats, in any zone', () => {
    const zones = fc.constantFrom(NY, 'UTC', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns');
    const minute = fc.integer({ min: Date.UTC(1990, 0, 1) / 60000, max: Date.UTC(2060, 0, 1) / 60000 });
    fc.assert(
      fc.property(minute, zones, (m, zone) => {
        const instant = new Date(m * 60000);
        const text = formatClassLocal(instant, zone);
        const parsed = parseClassLocal(text, zone);
        expect(parsed).not.toBeNull();
        expect(formatClassLocal(parsed, zone)).toBe(text);
        // Equal, or the earlier occurrence of a repeated wall clock.
        expect(parsed?.getTime()).toBeLessThanOrEqual(instant.getTime());
      }),
    );
  });
});

describe('the Attendance Codes dialog', () => {
  const form = (expiration_date: string, aoa_expiration_date: string) => ({ expiration_date, aoa_expiration_date });

  it('allows either date empty unless the AOA expiry is required', () => {
    expect(validateCodeExpiry(form('', ''), NY, { aoaRequired: false })).toEqual({ expiration_date: null, aoa_expiration_date: null });
    expect(validateCodeExpiry(form('', '  '), NY, { aoaRequired: true })).toEqual({
      expiration_date: null,
      aoa_expiration_date: 'Value is required',
    });
  });

  it('says an invalid date is invalid', () => {
    const errors = validateCodeExpiry(form('2025-02-30 10:00', '2025-03-01 9:00'), NY, { aoaRequired: true });
    expect(errors).toEqual({
      expiration_date: 'Attendance code expiration date invalid.',
      aoa_expiration_date: 'Attendance code expiration date invalid.',
    });
    expect(codeExpiryValid(errors)).toBe(false);
    expect(codeExpiryValid(validateCodeExpiry(form('2025-03-01 09:00', '2025-04-01 17:00'), NY, { aoaRequired: true }))).toBe(true);
  });

  it('enables Update only when a date changed and the form is valid', () => {
    const original = form('2025-03-01 09:00', '');
    expect(canUpdateExpiration({ original, edited: original, valid: true })).toBe(false);
    expect(canUpdateExpiration({ original, edited: form('2025-03-01 09:00 ', ''), valid: true })).toBe(false);
    expect(canUpdateExpiration({ original, edited: form('2025-03-02 09:00', ''), valid: true })).toBe(true);
    expect(canUpdateExpiration({ original, edited: form('2025-03-01 09:00', '2025-04-01 09:00'), valid: true })).toBe(true);
    expect(canUpdateExpiration({ original, edited: form('', ''), valid: true })).toBe(true);
    expect(canUpdateExpiration({ original, edited: form('2025-03-02 09:00', ''), valid: false })).toBe(false);
  });

  it('disables editing when any code comes from another source', () => {
    expect(codeEditingDisabled([], 'CPE Admin')).toBe(false);
    expect(codeEditingDisabled([{ source_name: 'CPE Admin' }, { source_name: 'cpe admin ' }], 'CPE Admin')).toBe(false);
    expect(codeEditingDisabled([{ source_name: 'CPE Admin' }, { source_name: 'SAP' }], 'CPE Admin')).toBe(true);
    expect(codeEditingDisabled([{ source_name: null }], 'CPE Admin')).toBe(true);
  });
});

describe('code expiry', () => {
  const now = new Date('2025-03-10T12:00:00Z');

  it('is expired when the expiration is not later than now', () => {
    expect(isCodeExpired('2025-03-10T12:00:00Z', now)).toBe(true);
    expect(isCodeExpired('2025-03-10T11:59:59Z', now)).toBe(true);
    expect(isCodeExpired('2025-03-10T12:00:01Z', now)).toBe(false);
    expect(isCodeExpired(new Date('2025-03-10T08:00:00-05:00'), now)).toBe(false);
    expect(isCodeExpired('2025-03-10T07:00:00-05:00', now)).toBe(true);
  });

  it('never expires without an expiration, and treats an unreadable one as expired', () => {
    expect(isCodeExpired(null, now)).toBe(false);
    expect(isCodeExpired(undefined, now)).toBe(false);
    expect(isCodeExpired('soon', now)).toBe(true);
    // Without a zone the instant depends on the reader: not accepted.
    expect(isCodeExpired('2099-01-01 10:00', now)).toBe(true);
    expect(isCodeExpired(new Date(Number.NaN), now)).toBe(true);
  });

  it('counts an empty AOA expiry as not expired', () => {
    expect(isAoaExpired(null, now)).toBe(false);
    expect(isAoaExpired('', now)).toBe(false);
    expect(isAoaExpired('2025-03-10T12:00:00Z', now)).toBe(true);
    expect(isAoaExpired('2025-04-10T12:00:00Z', now)).toBe(false);
  });
});

describe('code form', () => {
  it('uses an alphabet without look-alikes', () => {
    expect(ATTENDANCE_CODE_LENGTH).toBe(8);
    expect(new Set(ATTENDANCE_CODE_ALPHABET).size).toBe(ATTENDANCE_CODE_ALPHABET.length);
    for (const char of '0O1IL') expect(ATTENDANCE_CODE_ALPHABET).not.toContain(char);
    expect(ATTENDANCE_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('normalizes what a learner types', () => {
    expect(normalizeEnteredCode('  ab-cd ef\t23 ')).toBe('ABCDEF23');
    expect(isWellFormedCode(normalizeEnteredCode('abcd-ef23'))).toBe(true);
    expect(isWellFormedCode('ABCDEF2')).toBe(false);
    expect(isWellFormedCode('ABCDEF20')).toBe(false);
    expect(isWellFormedCode('abcdef23')).toBe(false);
  });

  it('accepts any code of the alphabet however it is typed', () => {
    const code = fc.string({ unit: fc.constantFrom(...ATTENDANCE_CODE_ALPHABET), minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(code, fc.boolean(), (c, dashed) => {
        const typed = dashed ? ` ${c.slice(0, 4).toLowerCase()}-${c.slice(4)} ` : c.toLowerCase();
        expect(normalizeEnteredCode(typed)).toBe(c);
        expect(isWellFormedCode(c)).toBe(true);
      }),
    );
  });
});

describe('entering a code', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const code = (attendance_code: string, expiration_date: string | null, aoa_expiration_date: string | null = null, day = 1) => ({
    attendance_code,
    expiration_date,
    aoa_expiration_date,
    day,
  });
  const live = code('ABCD2345', '2025-03-10T18:00:00Z');
  const old = code('WXYZ6789', '2025-03-09T18:00:00Z', '2025-04-01T00:00:00Z');

  it('verifies a live code of the class, however typed', () => {
    expect(verifyAttendanceCode('abcd-2345', [old, live], now)).toEqual({
      outcome: 'valid',
      message: 'Request code has been successfully verified',
      code: live,
    });
  });

  it('refuses an expired code', () => {
    expect(verifyAttendanceCode('WXYZ6789', [old, live], now)).toEqual({
      outcome: 'expired',
      message: 'Attendance Code Expired. Please use a different verification method.',
    });
  });

  it('answers the same for a code of another class and for no code at all', () => {
    const wrong = { outcome: 'wrong-class', message: 'Provided Attendance Code does not match the selected class.' };
    expect(verifyAttendanceCode('ZZZZ2222', [old, live], now)).toEqual(wrong);
    expect(verifyAttendanceCode('   ', [old, live], now)).toEqual(wrong);
    expect(verifyAttendanceCode('ABCD2345', [], now)).toEqual(wrong);
  });

  it('checks the AOA expiry for an affidavit', () => {
    expect(verifyAttendanceCode('WXYZ6789', [old], now, 'affidavit').outcome).toBe('valid');
    expect(verifyAttendanceCode('ABCD2345', [live], now, 'affidavit').outcome).toBe('valid');
    expect(verifyAttendanceCode('ABCD2345', [code('ABCD2345', null, '2025-03-01T00:00:00Z')], now, 'affidavit').outcome).toBe('expired');
  });

  it('prefers a live code when daily codes repeat', () => {
    const today = code('SAME2345', '2025-03-10T23:00:00Z', null, 2);
    const result = verifyAttendanceCode('SAME2345', [code('SAME2345', '2025-03-09T23:00:00Z'), today], now);
    expect(result).toMatchObject({ outcome: 'valid', code: { day: 2 } });
  });
});
