import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_DATE_FORMAT,
  DISPLAY_FORMAT,
  DISPLAY_TIME_FORMAT,
  EDIT_FORMAT,
  FEEDBACK_FORMAT,
  formatDisplay,
  formatDisplayDate,
  formatDisplayDateRange,
  formatDisplayTime,
  formatFeedbackDate,
  formatForEditing,
  parseEditing,
} from '../../src/lib/dates.ts';

// Instants are given in UTC and shown in a named timezone, or built from local parts
// and shown in the local zone, so the results do not depend on the machine's TZ.
const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const LONDON = 'Europe/London';
const invalid = [null, undefined, '', 'not a date', Number.NaN, new Date(Number.NaN)];

describe('date formats', () => {
  it('are the display, feedback and editing formats', () => {
    expect(DISPLAY_FORMAT).toBe('MMM-DD-YYYY hh:mm A');
    expect(FEEDBACK_FORMAT).toBe('MM-DD-YYYY');
    expect(EDIT_FORMAT).toBe('YYYY-MM-DD HH:mm');
  });

  it('show a date alone or a time alone as the parts of the display format', () => {
    expect(`${DISPLAY_DATE_FORMAT} ${DISPLAY_TIME_FORMAT}`).toBe(DISPLAY_FORMAT);
  });
});

// The zones farthest apart: a calendar date moved through either would change day on any machine.
const FAR_ZONES = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'];

describe('formatDisplayDate', () => {
  it('writes a calendar date as MMM-DD-YYYY, on its own day in every timezone', () => {
    expect(formatDisplayDate('2026-11-14')).toBe('Nov-14-2026');
    expect(formatDisplayDate('2026-01-05')).toBe('Jan-05-2026');
    for (const tz of [...FAR_ZONES, NY, 'UTC']) expect(formatDisplayDate('2026-11-14', tz), tz).toBe('Nov-14-2026');
  });

  it('writes the day an instant falls on in the given timezone', () => {
    expect(formatDisplayDate('2026-11-21T02:00:00Z', NY)).toBe('Nov-20-2026');
    expect(formatDisplayDate('2026-11-21T02:00:00Z', 'UTC')).toBe('Nov-21-2026');
    expect(formatDisplayDate(new Date(2026, 6, 4, 23, 59))).toBe('Jul-04-2026');
  });

  it("is '' for a missing or invalid date", () => {
    for (const value of invalid) expect(formatDisplayDate(value), String(value)).toBe('');
  });

  it('is the date part of formatDisplay for any instant and zone', () => {
    const zones = ['UTC', NY, KOLKATA, ...FAR_ZONES];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom(...zones), (t, tz) => {
        expect(formatDisplay(t, tz).startsWith(`${formatDisplayDate(t, tz)} `)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatDisplayDateRange', () => {
  it('writes the first and last day, or one day', () => {
    expect(formatDisplayDateRange('2026-11-14', '2026-11-16')).toBe('Nov-14-2026 – Nov-16-2026');
    expect(formatDisplayDateRange('2026-11-14', '2026-11-14')).toBe('Nov-14-2026');
    expect(formatDisplayDateRange('2026-11-14', null)).toBe('Nov-14-2026');
    expect(formatDisplayDateRange(null, '2026-11-14')).toBe('');
  });
});

describe('formatDisplayTime', () => {
  it('writes a wall-clock time as hh:mm A', () => {
    expect(formatDisplayTime('09:05')).toBe('09:05 AM');
    expect(formatDisplayTime('17:30:00')).toBe('05:30 PM');
    expect(formatDisplayTime('00:00')).toBe('12:00 AM');
    expect(formatDisplayTime('12:00')).toBe('12:00 PM');
  });

  it("is '' for anything else", () => {
    for (const value of [null, undefined, '', '9', '25:00', '10:60', 'noon', '2026-11-14'])
      expect(formatDisplayTime(value), String(value)).toBe('');
  });
});

describe('formatDisplay', () => {
  it('shows an instant in the given timezone', () => {
    expect(formatDisplay('2026-11-21T14:05:00Z', NY)).toBe('Nov-21-2026 09:05 AM');
    expect(formatDisplay('2026-11-21T14:05:00Z', KOLKATA)).toBe('Nov-21-2026 07:35 PM');
    expect(formatDisplay('2026-11-21T14:05:00Z', 'UTC')).toBe('Nov-21-2026 02:05 PM');
  });

  it('follows daylight saving time', () => {
    expect(formatDisplay('2026-07-04T22:30:00Z', NY)).toBe('Jul-04-2026 06:30 PM');
    expect(formatDisplay('2026-01-04T22:30:00Z', NY)).toBe('Jan-04-2026 05:30 PM');
  });

  it('moves to the previous day and writes midnight and noon as 12', () => {
    expect(formatDisplay('2026-11-21T02:00:00Z', NY)).toBe('Nov-20-2026 09:00 PM');
    expect(formatDisplay('2026-01-01T05:00:00Z', NY)).toBe('Jan-01-2026 12:00 AM');
    expect(formatDisplay('2026-01-01T17:00:00Z', NY)).toBe('Jan-01-2026 12:00 PM');
  });

  it('accepts a Date and epoch milliseconds', () => {
    const t = Date.UTC(2026, 10, 21, 14, 5);
    expect(formatDisplay(t, NY)).toBe('Nov-21-2026 09:05 AM');
    expect(formatDisplay(new Date(t), NY)).toBe('Nov-21-2026 09:05 AM');
  });

  it("uses the browser's timezone without one", () => {
    expect(formatDisplay(new Date(2026, 10, 21, 9, 5))).toBe('Nov-21-2026 09:05 AM');
    expect(formatDisplay(new Date(2026, 2, 1, 23, 59), null)).toBe('Mar-01-2026 11:59 PM');
  });

  it("is '' for a missing or invalid date or an unknown timezone", () => {
    for (const value of invalid) expect(formatDisplay(value, NY), String(value)).toBe('');
    for (const value of invalid) expect(formatDisplay(value), String(value)).toBe('');
    expect(formatDisplay('2026-11-21T14:05:00Z', 'Not/AZone')).toBe('');
  });
});

describe('formatFeedbackDate', () => {
  it('writes MM-DD-YYYY and keeps the calendar day of a date without a time', () => {
    expect(formatFeedbackDate('2026-11-21')).toBe('11-21-2026');
    expect(formatFeedbackDate('2026-01-05')).toBe('01-05-2026');
    expect(formatFeedbackDate(new Date(2026, 0, 5, 23, 59))).toBe('01-05-2026');
    expect(formatFeedbackDate('2026-12-31T23:30:00')).toBe('12-31-2026');
    for (const tz of FAR_ZONES) expect(formatFeedbackDate('2026-11-21', tz), tz).toBe('11-21-2026');
  });

  it('writes an instant in a given timezone', () => {
    expect(formatFeedbackDate('2026-11-21T02:00:00Z', NY)).toBe('11-20-2026');
    expect(formatFeedbackDate('2026-11-21T02:00:00Z', 'UTC')).toBe('11-21-2026');
  });

  it("is '' for a missing or invalid date", () => {
    for (const value of invalid) expect(formatFeedbackDate(value), String(value)).toBe('');
  });
});

describe('formatForEditing', () => {
  it('writes the input text in the class timezone', () => {
    expect(formatForEditing('2026-11-21T14:05:00Z', NY)).toBe('2026-11-21 09:05');
    expect(formatForEditing('2026-11-21T14:05:00Z', LONDON)).toBe('2026-11-21 14:05');
    expect(formatForEditing('2026-07-04T22:30:00Z', NY)).toBe('2026-07-04 18:30');
    expect(formatForEditing('2026-11-21T02:00:00Z', NY)).toBe('2026-11-20 21:00');
    expect(formatForEditing(Date.UTC(2026, 10, 21, 18, 35), KOLKATA)).toBe('2026-11-22 00:05');
  });

  it("is '' for a missing or invalid date or an unknown timezone", () => {
    for (const value of invalid) expect(formatForEditing(value, NY), String(value)).toBe('');
    expect(formatForEditing('2026-11-21T14:05:00Z', 'Not/AZone')).toBe('');
  });
});

describe('parseEditing', () => {
  it('reads the input text as a time in the class timezone', () => {
    expect(parseEditing('2026-11-21 09:05', NY)?.toISOString()).toBe('2026-11-21T14:05:00.000Z');
    expect(parseEditing('2026-07-04 18:30', NY)?.toISOString()).toBe('2026-07-04T22:30:00.000Z');
    expect(parseEditing('2026-07-04 18:30', LONDON)?.toISOString()).toBe('2026-07-04T17:30:00.000Z');
    expect(parseEditing('2026-11-22 00:05', KOLKATA)?.toISOString()).toBe('2026-11-21T18:35:00.000Z');
    expect(parseEditing('2026-11-21 00:00', 'UTC')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('ignores surrounding blanks', () => {
    expect(parseEditing('  2026-11-21 09:05 ', NY)?.toISOString()).toBe('2026-11-21T14:05:00.000Z');
  });

  it('is strict: null for any other text, an impossible date or time, or an unknown timezone', () => {
    for (const text of [
      '',
      '   ',
      null,
      undefined,
      'garbage',
      '2026-11-21',
      '2026-11-21 9:05',
      '2026-11-21 09:05:00',
      '2026-11-21T09:05',
      '11-21-2026 09:05',
      'Nov-21-2026 09:05 AM',
      '2026-02-30 10:00',
      '2026-13-01 10:00',
      '2026-11-21 24:00',
      '2026-11-21 10:60',
    ]) {
      expect(parseEditing(text, NY), String(text)).toBeNull();
    }
    expect(parseEditing('2026-11-21 09:05', 'Not/AZone')).toBeNull();
  });

  it('accepts 29 February only in a leap year', () => {
    expect(parseEditing('2028-02-29 08:00', 'UTC')?.toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(parseEditing('2026-02-29 08:00', 'UTC')).toBeNull();
  });

  it('reads back what formatForEditing writes (any minute, any of these timezones)', () => {
    const zones = ['UTC', NY, LONDON, KOLKATA, 'America/Los_Angeles', 'Australia/Sydney'];
    const minute = fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 });
    fc.assert(
      fc.property(minute, fc.constantFrom(...zones), (m, tz) => {
        const text = formatForEditing(m * 60_000, tz);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
        const parsed = parseEditing(text, tz);
        expect(parsed).not.toBeNull();
        // The hour repeated when clocks go back is ambiguous: the text, not the instant, must survive.
        expect(formatForEditing(parsed, tz)).toBe(text);
        if (tz === 'UTC' || tz === KOLKATA) expect(parsed?.getTime()).toBe(m * 60_000);
      }),
      { numRuns: 500 },
    );
  });
});
