/**
 * Module time checks of the agenda: within one day, in day_index order,
 * a module must not start before the previous one ends nor end after the next
 * one begins. Times are wall-clock 'HH:mm' within that day.
 */
import type { AgendaSlot } from './agenda-moves.ts';

/** 1: starts before the previous module ends; 2: ends after the next begins; 3: no overlap. */
export type ModuleTimeCheck = 1 | 2 | 3;
export const MODULE_TIME_OK = 3;

export const MODULE_TIME_MESSAGES = {
  1: 'Module starts before the previous module ends.',
  2: 'Module ends after the next module begins.',
} as const;

export interface ModuleTimes {
  start_time: string;
  end_time: string;
}

export type TimedSlot = AgendaSlot & ModuleTimes;

// PostgreSQL's time type answers 'HH:mm:ss', forms send 'HH:mm'; seconds never matter here.
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Minutes since midnight, or null when the text is not a valid time of day. */
export function timeToMinutes(time: string | null | undefined): number | null {
  const match = typeof time === 'string' ? TIME.exec(time.trim()) : null;
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Both times are valid and the end is strictly after the start. */
export function isValidTimeRange(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  return from !== null && to !== null && to > from;
}

/**
 * The check of one module against its neighbours on the same day. A comparison
 * with an unreadable time is skipped: overlap cannot be shown, and the invalid
 * time itself is reported by isValidTimeRange.
 */
export function moduleTimeCheck(module: ModuleTimes, previous?: ModuleTimes | null, next?: ModuleTimes | null): ModuleTimeCheck {
  const start = timeToMinutes(module.start_time);
  const end = timeToMinutes(module.end_time);
  const previousEnd = previous ? timeToMinutes(previous.end_time) : null;
  const nextStart = next ? timeToMinutes(next.start_time) : null;
  if (start !== null && previousEnd !== null && start < previousEnd) return 1;
  if (end !== null && nextStart !== null && end > nextStart) return 2;
  return 3;
}

/** The check of every module, keyed by module_id; neighbours are taken per day in day_index order. */
export function agendaTimeChecks(slots: readonly TimedSlot[]): Map<number, ModuleTimeCheck> {
  const byDay = new Map<number, TimedSlot[]>();
  for (const slot of slots) {
    const day = byDay.get(slot.day);
    if (day) day.push(slot);
    else byDay.set(slot.day, [slot]);
  }
  const checks = new Map<number, ModuleTimeCheck>();
  for (const day of byDay.values()) {
    const ordered = [...day].sort((a, b) => a.day_index - b.day_index || a.module_id - b.module_id);
    ordered.forEach((slot, i) => {
      checks.set(slot.module_id, moduleTimeCheck(slot, ordered[i - 1], ordered[i + 1]));
    });
  }
  return checks;
}
