/**
 * Module moves on a course agenda. The agenda groups modules by day;
 * days are numbered from 1 without gaps and so are the modules inside a day. Every
 * function is pure and answers a new, normalized list, so the browser can apply a
 * move optimistically and the server can check the order it is sent.
 */
export interface AgendaSlot {
  module_id: number;
  day: number;
  day_index: number;
}

export interface AgendaDay<T extends AgendaSlot> {
  day: number;
  modules: T[];
}

const byPosition = (a: AgendaSlot, b: AgendaSlot) => a.day - b.day || a.day_index - b.day_index || a.module_id - b.module_id;

/** The given slots sorted by day and index, grouped under their day as given (no renumbering, same objects). */
export function groupByDay<T extends AgendaSlot>(slots: readonly T[]): AgendaDay<T>[] {
  const days: AgendaDay<T>[] = [];
  for (const slot of [...slots].sort(byPosition)) {
    const last = days[days.length - 1];
    if (last && last.day === slot.day) last.modules.push(slot);
    else days.push({ day: slot.day, modules: [slot] });
  }
  return days;
}

/** Lists of modules, one per day in order, to their slots: empty days vanish and numbering restarts at 1. */
function fromDays<T extends AgendaSlot>(days: readonly (readonly T[])[]): T[] {
  return days
    .filter((modules) => modules.length > 0)
    .flatMap((modules, d) => modules.map((slot, i) => ({ ...slot, day: d + 1, day_index: i + 1 })));
}

const toDays = <T extends AgendaSlot>(slots: readonly T[]): T[][] => groupByDay(slots).map((day) => day.modules);

/** Sorted by day and index, days renumbered 1..n and indexes 1..k within each day. */
export function normalizeAgenda<T extends AgendaSlot>(slots: readonly T[]): T[] {
  return fromDays(toDays(slots));
}

function locate<T extends AgendaSlot>(days: readonly (readonly T[])[], moduleId: number): { d: number; i: number } {
  for (const [d, modules] of days.entries()) {
    const i = modules.findIndex((slot) => slot.module_id === moduleId);
    if (i >= 0) return { d, i };
  }
  throw new RangeError(`Module ${moduleId} is not on the agenda`);
}

/** Swaps the places of two modules of the same day (reordering within a day swaps day_index). */
export function swapWithinDay<T extends AgendaSlot>(slots: readonly T[], aId: number, bId: number): T[] {
  const days = toDays(slots);
  const a = locate(days, aId);
  const b = locate(days, bId);
  if (a.d !== b.d) throw new RangeError(`Modules ${aId} and ${bId} are on different days`);
  const day = days[a.d];
  const first = day?.[a.i];
  const second = day?.[b.i];
  if (day && first && second) {
    day[a.i] = second;
    day[b.i] = first;
  }
  return fromDays(days);
}

export type MoveDirection = 'up' | 'down';

/**
 * A keyboard move by one place. Inside a day the module swaps with its neighbour; the
 * first module of a day moving up joins the end of the previous day (nothing happens
 * on day 1); the last module of a day moving down opens the next day, or a new day
 * after the last one. A day left empty is removed and later days move up.
 */
export function moveModule<T extends AgendaSlot>(slots: readonly T[], moduleId: number, direction: MoveDirection): T[] {
  const days = toDays(slots);
  const { d, i } = locate(days, moduleId);
  const day = days[d] ?? [];
  const target = direction === 'up' ? i - 1 : i + 1;
  if (target >= 0 && target < day.length) {
    const other = day[target];
    if (other) return swapWithinDay(slots, moduleId, other.module_id);
  }
  if (direction === 'up') return d === 0 ? fromDays(days) : moveToDay(slots, moduleId, d, (days[d - 1]?.length ?? 0) + 1);
  return moveToDay(slots, moduleId, d + 2, 1);
}

/**
 * A drag and drop: the module goes to `targetDay` (numbered as before the move; one past
 * the last day opens a new day) at the 1-based `targetIndex` among that day's other
 * modules, clamped to the day. The day it leaves is removed if that empties it.
 */
export function moveToDay<T extends AgendaSlot>(slots: readonly T[], moduleId: number, targetDay: number, targetIndex: number): T[] {
  const days = toDays(slots);
  if (!Number.isInteger(targetDay) || targetDay < 1 || targetDay > days.length + 1) {
    throw new RangeError(`Day ${targetDay} is not on the agenda`);
  }
  const { d, i } = locate(days, moduleId);
  const [moving] = days[d]?.splice(i, 1) ?? [];
  if (!moving) return fromDays(days);
  if (targetDay > days.length) days.push([]);
  const target = days[targetDay - 1] ?? [];
  const at = Math.min(Math.max(Math.trunc(targetIndex) - 1, 0), target.length);
  target.splice(at, 0, moving);
  return fromDays(days);
}

/**
 * The server's check of a submitted order: module ids unique (and exactly `moduleIds`
 * when given), days 1..n without gaps, and indexes 1..k within each day.
 */
export function isNormalizedOrder(slots: readonly AgendaSlot[], moduleIds?: Iterable<number>): boolean {
  const ids = new Set(slots.map((slot) => slot.module_id));
  if (ids.size !== slots.length) return false;
  if (moduleIds !== undefined) {
    const expected = new Set(moduleIds);
    if (expected.size !== ids.size || [...expected].some((id) => !ids.has(id))) return false;
  }
  const indexes = new Map<number, number[]>();
  for (const { day, day_index } of slots) {
    if (!Number.isInteger(day) || !Number.isInteger(day_index)) return false;
    indexes.set(day, [...(indexes.get(day) ?? []), day_index]);
  }
  const days = [...indexes.keys()].sort((a, b) => a - b);
  if (days.some((day, n) => day !== n + 1)) return false;
  return [...indexes.values()].every((list) => list.sort((a, b) => a - b).every((index, n) => index === n + 1));
}
