/**
 * The days of a class (ADR 0014). Class day n delivers day n of the course agenda, on a
 * date, from a start to an end time in the class timezone. A new class takes every day
 * of its course's agenda: the first date chosen, the others following one a day. The
 * same checks run in the New class dialog, on Class Agenda and on the server.
 */
import { addZonedDays, parseClassLocal, resolveClassLocal } from './class-times.ts';

export interface ClassDayTimes {
  date: string;
  start_time: string;
  end_time: string;
}

export interface ClassDayProblem {
  /** The field as the request names it: 'days', or 'days.<index>.<date|start_time|end_time>'. */
  field: string;
  message: string;
}

/** The AOA can be verified this many days after the code itself expires, at the same time of day. */
export const AOA_GRACE_DAYS = 30;
/** The default times of an agenda day without modules. */
export const DEFAULT_DAY_TIMES = { start_time: '09:00', end_time: '17:00' } as const;

export const CLASS_DAY_MESSAGES = {
  notADate: 'Not a calendar date.',
  endBeforeStart: (day: number) => `Day ${day} must start before it ends.`,
  notAfterPrevious: (day: number) => `Day ${day} must be on a later date than day ${day - 1}.`,
  skippedTime: (time: string, date: string, zone: string) => `${time} on ${date} does not exist in ${zone}: the clocks move forward then.`,
  tooFewDays: (agendaDays: number) => `The course agenda has ${agendaDays} days: the class needs a day for each.`,
  daysSaved: 'Class days saved',
  notEditable: 'The days of a class can be changed only while it is Uncertified and editable.',
  dayHasAttendance: (day: number) => `Day ${day} has attendance recorded: it cannot be removed.`,
} as const;

const DAY_MS = 86_400_000;
const isRealDate = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(time) && new Date(time).toISOString().startsWith(date);
};

/** The date `days` calendar days after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The problems of a class's days, in day order (day 1 first): real dates, each after the
 * one before; each day starting before it ends, at times that exist in the class
 * timezone; and at least a day for each day of the course agenda.
 */
export function classDaysProblems(days: readonly ClassDayTimes[], timeZone: string, agendaDays: number): ClassDayProblem[] {
  const problems: ClassDayProblem[] = [];
  if (days.length < agendaDays) problems.push({ field: 'days', message: CLASS_DAY_MESSAGES.tooFewDays(agendaDays) });
  for (const [i, d] of days.entries()) {
    const at = (key: keyof ClassDayTimes, message: string) => problems.push({ field: `days.${i}.${key}`, message });
    if (!isRealDate(d.date)) {
      at('date', CLASS_DAY_MESSAGES.notADate);
      continue;
    }
    const previous = days[i - 1];
    if (previous && isRealDate(previous.date) && d.date <= previous.date) at('date', CLASS_DAY_MESSAGES.notAfterPrevious(i + 1));
    if (d.start_time >= d.end_time) at('end_time', CLASS_DAY_MESSAGES.endBeforeStart(i + 1));
    for (const key of ['start_time', 'end_time'] as const)
      if (!parseClassLocal(`${d.date} ${d[key]}`, timeZone)) at(key, CLASS_DAY_MESSAGES.skippedTime(d[key], d.date, timeZone));
  }
  return problems;
}

/** When a day starts and ends, as instants; null for a malformed day or an unknown zone. */
export function classDayInstants(day: ClassDayTimes, timeZone: string): { starts_at: Date; ends_at: Date } | null {
  const starts_at = resolveClassLocal(`${day.date} ${day.start_time}`, timeZone);
  const ends_at = resolveClassLocal(`${day.date} ${day.end_time}`, timeZone);
  return starts_at && ends_at ? { starts_at, ends_at } : null;
}

/** A generated code expires when its day (the last day, for a whole-class code) ends; the AOA a grace period later. */
export function defaultCodeExpiry(end: Date, timeZone: string): { expiration_date: Date; aoa_expiration_date: Date | null } {
  return { expiration_date: end, aoa_expiration_date: addZonedDays(end, AOA_GRACE_DAYS, timeZone) };
}

/**
 * A code expiry that followed the old default (the day's end, or the AOA grace after it)
 * follows the new one; one someone set by hand stays.
 */
export function followDefault(current: Date | null, oldDefault: Date | null, newDefault: Date | null): Date | null {
  return current !== null && oldDefault !== null && current.getTime() === oldDefault.getTime() ? newDefault : current;
}

/** The agenda's days with the times a class day takes: from its first module's start to its last module's end. */
export function agendaDayTimes(
  modules: readonly { day: number; start_time: string; end_time: string }[],
): { day: number; start_time: string; end_time: string }[] {
  const count = Math.max(1, ...modules.map((m) => m.day));
  return Array.from({ length: count }, (_, i) => {
    const own = modules.filter((m) => m.day === i + 1);
    if (own.length === 0) return { day: i + 1, ...DEFAULT_DAY_TIMES };
    const start_time = own.map((m) => m.start_time).reduce((a, b) => (b < a ? b : a));
    const end_time = own.map((m) => m.end_time).reduce((a, b) => (b > a ? b : a));
    return { day: i + 1, start_time, end_time };
  });
}

/** A new class's days: the agenda's, the first on `firstDate`, each following day the next calendar day. */
export function newClassDays(agenda: readonly { start_time: string; end_time: string }[], firstDate: string): ClassDayTimes[] {
  return agenda.map((d, i) => ({ date: firstDate ? addDays(firstDate, i) : '', start_time: d.start_time, end_time: d.end_time }));
}

/**
 * Moves every day by as many days as the first one moves, so the class keeps its shape;
 * days without a date yet (a new class) follow the first one a day apart.
 */
export function moveFirstDate<T extends ClassDayTimes>(days: readonly T[], firstDate: string): T[] {
  if (!isRealDate(firstDate)) return days.map((d, i) => (i === 0 ? { ...d, date: firstDate } : d));
  const first = days[0]?.date ?? '';
  if (!isRealDate(first)) return days.map((d, i) => ({ ...d, date: addDays(firstDate, i) }));
  const shift = Math.round((Date.parse(`${firstDate}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
  return days.map((d) => ({ ...d, date: isRealDate(d.date) ? addDays(d.date, shift) : d.date }));
}

/** Days may change while the class is Uncertified and may be edited. */
export function canEditClassDays(cls: { status: string }, abilities: { edit: boolean }): boolean {
  return cls.status === 'Uncertified' && abilities.edit;
}
