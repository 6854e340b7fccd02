import {
  type AgendaModule,
  agendaTimeChecks,
  type CourseResponse,
  type CreditResult,
  computeCredits,
  groupByDay,
  MODULE_TIME_MESSAGES,
  type ModuleTimeCheck,
  type MoveDirection,
  moveModule,
  moveToDay,
  normalizeAgenda,
  type SelfStudyCounts,
  swapWithinDay,
} from '@cpe/contract';

/**
 * The agenda builder's arithmetic, all of it delegated to the contract's rules
 * (moves, time checks, credits) so the screen and the server never disagree.
 */

/** The course's modules in agenda order, days numbered from 1. */
export function modulesOf(course: CourseResponse): AgendaModule[] {
  return normalizeAgenda(course.agenda.flatMap((day) => day.modules));
}

export const daysOf = (modules: readonly AgendaModule[]) => groupByDay(modules);

/** PUT /agendas/order body: every module with its day and day_index. */
export function orderBody(modules: readonly AgendaModule[]) {
  return { modules: modules.map(({ module_id, day, day_index }) => ({ module_id, day, day_index })) };
}

export function sameOrder(a: readonly AgendaModule[], b: readonly AgendaModule[]): boolean {
  const key = (list: readonly AgendaModule[]) =>
    list
      .map((m) => `${m.module_id}:${m.day}:${m.day_index}`)
      .sort()
      .join();
  return key(a) === key(b);
}

/** The agenda after a keyboard move, or null when the move changes nothing (first of day 1 up, alone on the last day down). */
export function keyboardMove(modules: readonly AgendaModule[], moduleId: number, direction: MoveDirection): AgendaModule[] | null {
  const next = moveModule(modules, moduleId, direction);
  return sameOrder(next, modules) ? null : next;
}

/** Where a dragged module was dropped: on another module (before or after it), on a day, or on the 'new day' zone. */
export type DropTarget = { kind: 'module'; moduleId: number; after: boolean } | { kind: 'day'; day: number } | { kind: 'new-day' };

/**
 * The agenda after a drop, or null when nothing moves. Within its own day a module
 * dropped on another swaps places with it (reordering within a day swaps
 * day_index); on another day it is inserted there; on a day's empty space it goes last.
 */
export function dropMove(modules: readonly AgendaModule[], moduleId: number, target: DropTarget): AgendaModule[] | null {
  const moving = modules.find((m) => m.module_id === moduleId);
  if (!moving) return null;
  const days = groupByDay(modules);
  let next: AgendaModule[];
  if (target.kind === 'new-day') next = moveToDay(modules, moduleId, days.length + 1, 1);
  else if (target.kind === 'day') {
    if (target.day === moving.day) return null;
    next = moveToDay(modules, moduleId, target.day, Number.MAX_SAFE_INTEGER);
  } else {
    const over = modules.find((m) => m.module_id === target.moduleId);
    if (!over || over.module_id === moduleId) return null;
    if (over.day === moving.day) next = swapWithinDay(modules, moduleId, over.module_id);
    else {
      const position = (days[over.day - 1]?.modules ?? []).findIndex((m) => m.module_id === over.module_id) + 1;
      next = moveToDay(modules, moduleId, over.day, position + (target.after ? 1 : 0));
    }
  }
  return sameOrder(next, modules) ? null : next;
}

/** The inline message of a module's time check, or null when it does not overlap its neighbours. */
export function timeMessage(check: ModuleTimeCheck | undefined): string | null {
  return check === 1 || check === 2 ? MODULE_TIME_MESSAGES[check] : null;
}

export const timeChecksOf = (modules: readonly AgendaModule[]) => agendaTimeChecks(modules);

/** The running credit total of the agenda as it is on screen. */
export function agendaCredits(modules: readonly AgendaModule[], course: CourseResponse, selfStudy?: SelfStudyCounts | null): CreditResult {
  return computeCredits(modules, {
    deliveryMethodId: course.courseHeader.delivery_method_id,
    increment: course.cpeDetails.credit_increment,
    selfStudy,
  });
}

/** 'HH:mm' of a stored time (the server may answer 'HH:mm:ss'). */
export const hhmm = (time: string) => time.slice(0, 5);
