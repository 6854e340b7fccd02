/**
 * Class times (ADR 0014): a class time is a wall clock in the class's IANA timezone, kept
 * as the instant it names. The dialog edits it as 'YYYY-MM-DD HH:mm' in the class timezone.
 *
 * Timezones use Intl only: the wall clock of an instant in a zone is read with
 * formatToParts, and a wall clock is turned back into an instant by trying the zone's
 * offsets around it and keeping those that read back the same.
 */

export type Instant = Date | string | null | undefined;

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

/** The wall clock of an instant as milliseconds of a UTC date with the same fields (milliseconds kept). */
function wallClock(time: number, formatter: Intl.DateTimeFormat): number {
  const parts = formatter.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const ms = ((time % 1000) + 1000) % 1000;
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) + ms;
}

// Server dates arrive as ISO instants with a zone; any other text would be read in the reader's zone.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Milliseconds of an instant; null when empty, NaN when unreadable. */
export function instantTime(value: Instant): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  return ISO_INSTANT.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
}

export function isKnownTimeZone(timeZone: string): boolean {
  return zoneFormatter(timeZone) !== null;
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

/** The wall clock a class-local text names, as UTC milliseconds of the same fields; null when it is no real date and time. */
function wallOf(text: string): number | null {
  const match = LOCAL.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59 || year < 1000) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(wall);
  // Date.UTC rolls 02-30 over to 03-02: a date that does not read back is not a real one.
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? wall : null;
}

/** The instants whose wall clock in the zone is `wall`, earliest first: none in a skipped hour, two in a repeated one. */
function instantsOf(wall: number, formatter: Intl.DateTimeFormat): { found: number[]; candidates: number[] } {
  // A zone's offset changes at most once in a day or so: the offsets a day either side cover both.
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((probe) => wallClock(probe, formatter) - probe));
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  return { found: candidates.filter((time) => wallClock(time, formatter) === wall), candidates };
}

/**
 * The instant a class-local 'YYYY-MM-DD HH:mm' names, or null when the text is not
 * in that form, not a real date or time, or the zone is unknown. A time skipped by a
 * daylight-saving change does not exist and is null; a time repeated by one is its
 * first occurrence.
 */
export function parseClassLocal(value: string, timeZone: string): Date | null {
  const wall = wallOf(value);
  const formatter = zoneFormatter(timeZone);
  if (wall === null || !formatter) return null;
  const first = instantsOf(wall, formatter).found[0];
  return first === undefined ? null : new Date(first);
}

/** The first instant of a wall clock; in a skipped hour, the latest candidate, which is read with the offset before the change. */
function resolveWall(wall: number, formatter: Intl.DateTimeFormat): number {
  const { found, candidates } = instantsOf(wall, formatter);
  return found[0] ?? (candidates.at(-1) as number);
}

/**
 * Like parseClassLocal, but a wall clock always has an instant: a time skipped when the
 * clocks move forward is read with the offset before the change, so it lands as much
 * later as the clocks moved (02:30 on a spring-forward night in New York is 03:30 EDT).
 * Null only for text that is no date and time, or an unknown zone.
 */
export function resolveClassLocal(value: string, timeZone: string): Date | null {
  const wall = wallOf(value);
  const formatter = zoneFormatter(timeZone);
  return wall === null || !formatter ? null : new Date(resolveWall(wall, formatter));
}

/** The instant with the same wall clock in another zone (a class's zone changed); null for an unknown zone. */
export function moveToZone(instant: Date, fromZone: string, toZone: string): Date | null {
  const from = zoneFormatter(fromZone);
  const to = zoneFormatter(toZone);
  if (!from || !to || !Number.isFinite(instant.getTime())) return null;
  return new Date(resolveWall(wallClock(instant.getTime(), from), to));
}

/** The same wall clock `days` calendar days later in the zone: across a DST change this is 23 or 25 hours a day. */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date | null {
  const formatter = zoneFormatter(timeZone);
  if (!formatter || !Number.isFinite(instant.getTime())) return null;
  return new Date(resolveWall(wallClock(instant.getTime(), formatter) + days * DAY_MS, formatter));
}
