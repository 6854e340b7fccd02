/**
 * Roster entries: a learner's attendance on each
 * class day, the missed-time intervals of the day, the values derived from them,
 * the date filters of the roster screen and the check of one missed-time interval.
 *
 * Missed-time intervals are wall-clock 'HH:mm' on the date they are keyed by, in the
 * class timezone: the same form as the agenda's module times, so credits subtract
 * them from modules by minutes of the day, and a day never depends on the reader's
 * timezone. 'HH:mm:ss' (PostgreSQL's time type) reads the same; dates are YYYY-MM-DD.
 */
import { minutesBetween, timeToMinutes } from '../../course/index.ts';
import { CLASS_MESSAGES } from './class-messages.ts';

export interface MissedTime {
  startAt: string;
  returnedAt: string;
}

export interface RosterDay {
  /** 1 when the learner attended the day. */
  attendedDay: 0 | 1;
  missedTimes: readonly MissedTime[];
  /** The class day number (1 for the first day). */
  day: number;
}

/** Anything with days keyed by date: a roster row of GET /class/roster/{id}, or a learner's own. */
export interface RosterEntryDays {
  days: Readonly<Record<string, RosterDay>>;
}

export interface RosterDerived {
  /** Every class day has an entry. */
  allDays: boolean;
  /** The learner attended every day of the class (false for a class without days). */
  attendAll: boolean;
  /** Class days attended. */
  attendedDays: number;
  /** Missed minutes over all class days. */
  allMissedTime: number;
  /** The entry's class dates, earliest first. */
  sortedDates: string[];
  hasMissedTime: boolean;
}

/** Minutes of one interval; an unreadable or backwards one counts 0 (validateMissedTime reports it). */
export function missedMinutes(interval: MissedTime): number {
  return Math.max(0, minutesBetween(interval.startAt, interval.returnedAt));
}

export function dayMissedMinutes(day: RosterDay | undefined): number {
  return (day?.missedTimes ?? []).reduce((sum, interval) => sum + missedMinutes(interval), 0);
}

/** The entry's day at a date; Object.hasOwn so that a date-shaped key never reaches the prototype. */
export function rosterDay(entry: RosterEntryDays, date: string): RosterDay | undefined {
  return Object.hasOwn(entry.days, date) ? entry.days[date] : undefined;
}

/**
 * The derived values, in one place for the server, the roster screen and
 * credits. Only the class's dates count: a row left from a day that was since
 * removed from the class is neither attendance nor missed time.
 */
export function deriveRosterEntry<T extends RosterEntryDays>(entry: T, classDates: readonly string[]): T & RosterDerived {
  const dates = [...new Set(classDates)].sort();
  const present = dates.filter((date) => rosterDay(entry, date) !== undefined);
  const attendedDays = present.filter((date) => rosterDay(entry, date)?.attendedDay === 1).length;
  const allMissedTime = present.reduce((sum, date) => sum + dayMissedMinutes(rosterDay(entry, date)), 0);
  return {
    ...entry,
    allDays: present.length === dates.length,
    attendAll: dates.length > 0 && attendedDays === dates.length,
    attendedDays,
    allMissedTime,
    sortedDates: present,
    hasMissedTime: allMissedTime > 0,
  };
}

export const ROSTER_FILTERS = ['hasMissedTime', 'hasNoAttendance', 'attended'] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

/** Whether an entry passes a filter on a date; no filter passes everyone. */
export function matchesRosterFilter(entry: RosterEntryDays, date: string, filter: RosterFilter | null | undefined): boolean {
  const day = rosterDay(entry, date);
  if (filter === 'hasMissedTime') return dayMissedMinutes(day) > 0;
  // No entry for the date is no attendance, not an unknown.
  if (filter === 'hasNoAttendance') return day?.attendedDay !== 1;
  if (filter === 'attended') return day?.attendedDay === 1;
  return true;
}

/** The roster filtered by a date, in its order. */
export function filterRoster<T extends RosterEntryDays>(entries: readonly T[], date: string, filter: RosterFilter | null | undefined): T[] {
  return entries.filter((entry) => matchesRosterFilter(entry, date, filter));
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The check of a missed-time interval before it is recorded: readable times, the
 * return after the start, within the day's class times (touching them is fine), and
 * no overlap with the day's other intervals (one may end when the next starts).
 * `others` are the day's intervals except the one being checked. Null when fine.
 */
export function validateMissedTime(
  interval: MissedTime,
  classTimes: { start_time: string; end_time: string } | null | undefined,
  others: readonly MissedTime[] = [],
): string | null {
  const start = timeToMinutes(interval.startAt);
  const end = timeToMinutes(interval.returnedAt);
  if (start === null || end === null) return CLASS_MESSAGES.missedTimeFormat;
  if (end <= start) return CLASS_MESSAGES.missedTimeOrder;
  const dayStart = timeToMinutes(classTimes?.start_time);
  const dayEnd = timeToMinutes(classTimes?.end_time);
  if (dayStart === null || dayEnd === null) return CLASS_MESSAGES.missedTimeNotClassDay;
  if (start < dayStart || end > dayEnd) return CLASS_MESSAGES.missedTimeOutsideClass(hhmm(dayStart), hhmm(dayEnd));
  const overlaps = others.some((other) => {
    const from = timeToMinutes(other.startAt);
    const to = timeToMinutes(other.returnedAt);
    return from !== null && to !== null && start < to && from < end;
  });
  return overlaps ? CLASS_MESSAGES.missedTimeOverlap : null;
}
