import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { refStore } from './reference/ref-store.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * The date formats: dates shown to the user, feedback dates, and the
 * text of date-time inputs, which is edited in the class timezone.
 */
export const DISPLAY_FORMAT = 'MMM-DD-YYYY hh:mm A';
export const FEEDBACK_FORMAT = 'MM-DD-YYYY';
export const EDIT_FORMAT = 'YYYY-MM-DD HH:mm';
/** A calendar date (a class day, an expiry date) has no time: it is shown as the date part of DISPLAY_FORMAT. */
export const DISPLAY_DATE_FORMAT = 'MMM-DD-YYYY';
/** A wall-clock time without a date: the time part of DISPLAY_FORMAT. */
export const DISPLAY_TIME_FORMAT = 'hh:mm A';

/** What the API and the screens hand over as a date: ISO text, epoch milliseconds or a Date. */
export type DateInput = string | number | Date | Dayjs | null | undefined;

/**
 * The tenant's chosen date-time format ('date format', /customer-admin) when it is one
 * of the contract's DATE_FORMATS, each a date, a space and a time; else DISPLAY_FORMAT.
 */
function tenantFormat(): { dateTime: string; date: string; time: string } {
  const chosen = refStore.get().settings.dateFormat;
  const dateTime = chosen && /^[A-Za-z-]+ [A-Za-z: ]+$/.test(chosen) ? chosen : DISPLAY_FORMAT;
  const space = dateTime.indexOf(' ');
  return { dateTime, date: dateTime.slice(0, space), time: dateTime.slice(space + 1) };
}

/** A valid instant for `value`, or null; missing input is null, never "now". */
function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** `d` seen in `tz`, or null when the timezone name is unknown. */
function inZone(d: Dayjs, tz: string): Dayjs | null {
  try {
    const zoned = d.tz(tz);
    return zoned.isValid() ? zoned : null;
  } catch {
    return null;
  }
}

/** 'Nov-21-2026 09:30 AM', in `timezone` when given, else in the browser's; '' for a missing or invalid date. */
export function formatDisplay(value: DateInput, timezone?: string | null): string {
  const d = toDayjs(value);
  if (!d) return '';
  const shown = timezone ? inZone(d, timezone) : d;
  return shown ? shown.format(tenantFormat().dateTime) : '';
}

/**
 * 'Nov-21-2026' for a calendar date ('2026-11-21' keeps its day in every timezone), or the
 * day an instant falls on in `timezone` (else the browser's); '' for a missing or invalid date.
 */
export function formatDisplayDate(value: DateInput, timezone?: string | null): string {
  const d = toDayjs(value);
  if (!d) return '';
  const shown = timezone && !isCalendarDate(value) ? inZone(d, timezone) : d;
  return shown ? shown.format(tenantFormat().date) : '';
}

/** 'Nov-21-2026 – Nov-23-2026', or one date when both are the same day; '' without a start. */
export function formatDisplayDateRange(start: DateInput, end: DateInput): string {
  const from = formatDisplayDate(start);
  const to = formatDisplayDate(end);
  if (!from) return '';
  return to && to !== from ? `${from} – ${to}` : from;
}

/** '09:05 AM' for a wall-clock time of day ('09:05' or '09:05:00', as class days and modules keep them); '' otherwise. */
export function formatDisplayTime(time: string | null | undefined): string {
  const t = time ? dayjs(time.trim(), ['HH:mm', 'HH:mm:ss'], true) : null;
  return t?.isValid() ? t.format(tenantFormat().time) : '';
}

/** A date without a time of day ('2026-11-21'): it names a day, not an instant, so no timezone moves it. */
function isCalendarDate(value: DateInput): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
}

/**
 * '11-21-2026', in `timezone` when given, else in the browser's; '' for a missing
 * or invalid date. A date without a time ('2026-11-21') keeps its calendar day in any timezone.
 */
export function formatFeedbackDate(value: DateInput, timezone?: string | null): string {
  const d = toDayjs(value);
  if (!d) return '';
  const shown = timezone && !isCalendarDate(value) ? inZone(d, timezone) : d;
  return shown ? shown.format(FEEDBACK_FORMAT) : '';
}

/** The text of a date-time input, '2026-11-21 09:30', in the class timezone; '' for a missing or invalid date. */
export function formatForEditing(value: DateInput, timezone: string): string {
  const d = toDayjs(value);
  const zoned = d && inZone(d, timezone);
  return zoned ? zoned.format(EDIT_FORMAT) : '';
}

/**
 * The instant that the text of a date-time input means in the class timezone.
 * Strict: the text must be exactly EDIT_FORMAT and a real date and time; null otherwise.
 */
export function parseEditing(text: string | null | undefined, timezone: string): Date | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  // Strict parse of the wall-clock text first; dayjs.tz itself does not check the format.
  const wall = dayjs.utc(trimmed, EDIT_FORMAT, true);
  if (!wall.isValid()) return null;
  try {
    const zoned = dayjs.tz(wall.format('YYYY-MM-DDTHH:mm:ss'), timezone);
    return zoned.isValid() ? zoned.toDate() : null;
  } catch {
    return null;
  }
}

/**
 * A class-local wall clock (a class day's date and 'HH:mm', already in the class timezone)
 * in the display format, 'Mar-14-2027 09:00 AM'; '' when it is no date and time. Read as
 * UTC so that the browser's own timezone cannot shift it.
 */
export function formatWallClock(date: string, time: string): string {
  const d = dayjs.utc(`${date} ${time}`, EDIT_FORMAT, true);
  return d.isValid() ? d.format(tenantFormat().dateTime) : '';
}
