/**
 * Credit minutes are elapsed time between instants, not differences of wall clocks (ADR 0051).
 * Standard No. 16 measures a program "by actual program length": a module from 01:00 to 04:00 on
 * the night the clocks go forward in the class's zone lasts two hours, and on the night they go
 * back four. A class day knows its date and zone, so its times are read as instants there; a
 * course's agenda has no date and keeps wall-clock minutes.
 */

import { timeToMinutes } from '../../course/index.ts';
import { resolveClassLocal } from './class-times.ts';

/**
 * Minutes from the start of the day `date` (YYYY-MM-DD) in `timeZone` to the wall clock `time`
 * (HH:mm) of that day: 04:00 is 180 on a spring-forward night in New York and 300 on a fall-back
 * one. A time skipped by the change is read as resolveClassLocal reads it. Without a known zone
 * or a readable date, the wall-clock minutes; null when the time is not a time.
 */
export function elapsedMinuteOfDay(date: string, time: string, timeZone: string | null | undefined): number | null {
  const wall = timeToMinutes(time);
  if (wall === null || !timeZone) return wall;
  const key = `${date}|${wall}|${timeZone}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const at = resolveClassLocal(`${date} ${hhmmOf(wall)}`, timeZone);
  const midnight = resolveClassLocal(`${date} 00:00`, timeZone);
  const elapsed = at && midnight ? Math.round((at.getTime() - midnight.getTime()) / 60_000) : wall;
  // A class of thousands asks for the same few times of its days: Intl is read once for each.
  if (remembered.size >= REMEMBERED) remembered.clear();
  remembered.set(key, elapsed);
  return elapsed;
}

const REMEMBERED = 10_000;
const remembered = new Map<string, number>();
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
