/**
 * CPE credits of an agenda (ADR 0016, amended by ADR 0051): the program's credit-qualified
 * minutes (overlapping modules of a day counted once) rounded ONCE by the rule of its delivery
 * method (credits/credit-rounding.ts, Standard No. 16; QAS Self Study may use NASBA's word-count
 * formula, credits/word-count.ts), then that total shared by the fields of study in proportion
 * to their minutes (credits/field-split.ts), so the fields add up exactly to the total. A
 * learner's credits for a class (class/learner-credits.ts) are this function of what they
 * attended, and the credit record of a completion keeps its result (ADR 0051).
 */
import {
  type CreditIncrement,
  type CreditKind,
  creditRule,
  programTenths,
  type RuleOptions,
  type SelfStudyCounts,
  splitTenths,
  splitUnitTenths,
  wordCountMinutes,
  wordCountTenths,
} from '../../credits/index.ts';
import { type ModuleTimes, timeToMinutes } from './module-time.ts';

export type { SelfStudyCounts } from '../../credits/index.ts';
export { CREDIT_MINUTES, type CreditIncrement, type CreditKind, NANO_MINIMUM_MINUTES } from '../../credits/index.ts';

export interface FieldAllocation {
  field_of_study_id: number;
  /** Whole percent; a credit-qualified module's allocations sum to 100. */
  percent: number;
}

export interface CreditModule extends ModuleTimes {
  is_credit_qualified: boolean | 0 | 1;
  allocations: readonly FieldAllocation[];
  /** The agenda day: modules of one day that overlap in time count the shared minutes once. */
  day?: number | null;
  /**
   * Elapsed minutes from the start of the module's day to its start and end, when the day is a
   * dated class day in a zone (credits/elapsed-minutes.ts); otherwise the wall-clock times count.
   */
  start_minute?: number | null;
  end_minute?: number | null;
}

export interface CreditOptions {
  deliveryMethodId: number | null | undefined;
  increment: CreditIncrement;
  selfStudy?: SelfStudyCounts | null;
}

export interface FieldCredits {
  field_of_study_id: number;
  /** Credit-qualified minutes allocated to the field (may have two decimals from percentages). */
  minutes: number;
  /** The field's share of the total; the fields add up exactly to the total. */
  credits: number;
}

export interface CreditResult {
  kind: CreditKind;
  /** Credit-qualified minutes of the agenda, each minute of a day once. */
  minutes: number;
  /** The minutes the total was rounded from: the agenda's, or the word-count formula's. */
  creditMinutes: number;
  total: number;
  byField: FieldCredits[];
  /** A nonzero total is at least this. */
  minimum: number;
  /** Totals past the first credit are multiples of this. */
  increment: number;
  /** The fields' credits are multiples of this (the increment, or 0.5 for a self-study half credit). */
  splitUnit: number;
}

/** Minutes from start to end ('HH:mm'); negative when the end is earlier, 0 when either is not a time. */
export function minutesBetween(start: string, end: string): number {
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  return from === null || to === null ? 0 : to - from;
}

/** Where a module starts and ends, in minutes of its day: elapsed when known, else wall clock. */
export function moduleSpan(module: CreditModule | ModuleTimes): { start: number; end: number } {
  const m = module as CreditModule;
  const start = typeof m.start_minute === 'number' ? m.start_minute : (timeToMinutes(module.start_time) ?? 0);
  const end = typeof m.end_minute === 'number' ? m.end_minute : (timeToMinutes(module.end_time) ?? 0);
  const readable = typeof m.start_minute === 'number' || timeToMinutes(module.start_time) !== null;
  const ends = typeof m.end_minute === 'number' || timeToMinutes(module.end_time) !== null;
  return readable && ends ? { start, end: Math.max(start, end) } : { start, end: start };
}

/** Length of a module; one that does not end after it starts counts 0. */
export function moduleMinutes(module: CreditModule | ModuleTimes): number {
  const { start, end } = moduleSpan(module);
  return end - start;
}

/** Allocations of a module in field id order, clipped so that they never pass 100 percent in all. */
function clippedAllocations(allocations: readonly FieldAllocation[]): { id: number; percent: number }[] {
  let left = 100;
  return [...allocations]
    .sort((a, b) => a.field_of_study_id - b.field_of_study_id || a.percent - b.percent)
    .map(({ field_of_study_id, percent }) => {
      const kept = Math.min(left, Math.max(0, Math.round(percent)));
      left -= kept;
      return { id: field_of_study_id, percent: kept };
    });
}

/** Orders modules that start together: the longer first, then by their allocations, so the input order never matters. */
function compareAllocations(a: readonly { id: number; percent: number }[], b: readonly { id: number; percent: number }[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as { id: number; percent: number };
    const y = b[i] as { id: number; percent: number };
    if (x.id !== y.id) return x.id - y.id;
    if (x.percent !== y.percent) return x.percent - y.percent;
  }
  return a.length - b.length;
}

interface CountedModule {
  /** Minutes this module adds once the minutes it shares with an earlier module of its day are left out. */
  minutes: number;
  allocations: { id: number; percent: number }[];
}

/**
 * The minutes each credit-qualified module adds to the program. Modules of the same day
 * that overlap count the shared minutes once: a minute belongs to the module that started
 * first (of two that start together, to the longer). A module without a day overlaps
 * nothing (the instructor credit summary passes modules without one).
 */
function countedModules(modules: readonly CreditModule[]): CountedModule[] {
  const timed = modules.map((module) => {
    const { start, end } = moduleSpan(module);
    return { day: module.day ?? null, start, end, allocations: clippedAllocations(module.allocations) };
  });
  const counted: CountedModule[] = timed
    .filter((m) => m.day === null)
    .map((m) => ({ minutes: m.end - m.start, allocations: m.allocations }));
  const days = new Map<number, typeof timed>();
  for (const m of timed) if (m.day !== null) days.set(m.day, [...(days.get(m.day) ?? []), m]);
  for (const day of days.values()) {
    day.sort((a, b) => a.start - b.start || b.end - a.end || compareAllocations(a.allocations, b.allocations));
    // The modules before this one started no later, so what they cover from its start on is [start, reach).
    let reach = Number.NEGATIVE_INFINITY;
    for (const m of day) {
      counted.push({ minutes: Math.max(0, m.end - Math.max(m.start, reach)), allocations: m.allocations });
      reach = Math.max(reach, m.end);
    }
  }
  return counted;
}

/** Minutes × percent per field, so that percentages of odd minutes stay integers. */
function fieldWeights(modules: readonly CountedModule[]): Map<number, number> {
  const weights = new Map<number, number>();
  for (const module of modules) {
    for (const { id, percent } of module.allocations) weights.set(id, (weights.get(id) ?? 0) + module.minutes * percent);
  }
  return weights;
}

function ruleOptions(options: CreditOptions): RuleOptions {
  return { deliveryMethodId: options.deliveryMethodId, increment: options.increment, wordCount: Boolean(options.selfStudy) };
}

export function computeCredits(modules: readonly CreditModule[], options: CreditOptions): CreditResult {
  const rule = creditRule(ruleOptions(options));
  const counted = countedModules(modules.filter((module) => Boolean(module.is_credit_qualified)));
  const minutes = counted.reduce((sum, module) => sum + module.minutes, 0);
  const wordCount = rule.kind === 'word-count' && options.selfStudy ? options.selfStudy : null;
  const creditMinutes = wordCount ? wordCountMinutes(wordCount) : minutes;
  const tenths = wordCount ? wordCountTenths(rule, wordCount) : programTenths(rule, minutes);
  const weights = [...fieldWeights(counted)]
    .filter(([, weight]) => weight > 0)
    .sort(([a], [b]) => a - b)
    .map(([field_of_study_id, weight]) => ({ field_of_study_id, weight }));
  const unit = splitUnitTenths(tenths, rule.incrementTenths);
  const split = new Map(splitTenths(tenths, weights, unit).map((f) => [f.field_of_study_id, f.tenths]));
  return {
    kind: rule.kind,
    minutes,
    creditMinutes,
    total: tenths / 10,
    byField: weights.map((w) => ({
      field_of_study_id: w.field_of_study_id,
      minutes: w.weight / 100,
      credits: (split.get(w.field_of_study_id) ?? 0) / 10,
    })),
    minimum: rule.minimumTenths / 10,
    increment: rule.incrementTenths / 10,
    splitUnit: unit / 10,
  };
}

/** A credit figure as screens and exports show it: always one decimal, 7 as '7.0'. */
export function formatCredits(credits: number): string {
  return (Math.round(credits * 10) / 10).toFixed(1);
}
