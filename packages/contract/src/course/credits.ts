/**
 * CPE credits of a course (NASBA Statement on Standards for CPE Programs, ADR 0016): one
 * credit is 50 minutes, the program's total is computed on its total minutes (overlapping
 * modules counted once) and rounded DOWN, never up, to one increment (a fifth or a half,
 * chosen per course); each field of study gets what its own minutes earn, rounded down too,
 * so no field and no sum of fields ever exceeds what was taught.
 * All arithmetic is in integer tenths of a credit: 0.1 + 0.2 must never show up on a
 * certificate as 0.30000000000000004.
 */
import { DELIVERY_METHOD_IDS, GROUP_DELIVERY_METHOD_IDS } from './lookups.ts';
import { type ModuleTimes, timeToMinutes } from './module-time.ts';

export const CREDIT_MINUTES = 50;
// 50 minutes make 10 tenths, so a tenth of a credit is 5 minutes.
const MINUTES_PER_TENTH = CREDIT_MINUTES / 10;
/** Nano learning needs at least this many minutes for its fixed 0.2 credit. */
export const NANO_MINIMUM_MINUTES = 10;

export type CreditIncrement = 0.2 | 0.5;
/** group: 1, 2, 3; self-study: QAS or Interactive by minutes; word-count: QAS by the word formula; none: Not Applicable or unknown. */
export type CreditKind = 'group' | 'self-study' | 'word-count' | 'nano' | 'none';

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
}

/** Inputs of the self-study word-count formula (QAS Self Study only). */
export interface SelfStudyCounts {
  words: number;
  mediaMinutes: number;
  reviewQuestions: number;
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
  /** At most what the field's own minutes earn; the fields together at most the total. */
  credits: number;
}

export interface CreditResult {
  kind: CreditKind;
  /** Credit-qualified minutes of the agenda, each minute of a day once. */
  minutes: number;
  total: number;
  byField: FieldCredits[];
  /** A nonzero total is at least this. */
  minimum: number;
  /** Every credit figure is a multiple of this. */
  increment: number;
}

/** Minutes from start to end ('HH:mm'); negative when the end is earlier, 0 when either is not a time. */
export function minutesBetween(start: string, end: string): number {
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  return from === null || to === null ? 0 : to - from;
}

/** Length of a module; one that does not end after it starts counts 0. */
export function moduleMinutes(module: ModuleTimes): number {
  return Math.max(0, minutesBetween(module.start_time, module.end_time));
}

interface Rule {
  kind: CreditKind;
  minimumTenths: number;
  incrementTenths: number;
}

function creditRule({ deliveryMethodId, increment, selfStudy }: CreditOptions): Rule {
  const incrementTenths = increment === 0.5 ? 5 : 2;
  const id = deliveryMethodId ?? 0;
  if (GROUP_DELIVERY_METHOD_IDS.includes(id)) return { kind: 'group', minimumTenths: 10, incrementTenths };
  if (id === DELIVERY_METHOD_IDS.nanoLearning) return { kind: 'nano', minimumTenths: 2, incrementTenths: 2 };
  // The word-count formula is defined in halves only (rounded down to the nearest 0.5).
  if (id === DELIVERY_METHOD_IDS.qasSelfStudy && selfStudy) return { kind: 'word-count', minimumTenths: 5, incrementTenths: 5 };
  if (id === DELIVERY_METHOD_IDS.qasSelfStudy || id === DELIVERY_METHOD_IDS.interactiveSelfStudy) {
    return { kind: 'self-study', minimumTenths: 5, incrementTenths };
  }
  return { kind: 'none', minimumTenths: 0, incrementTenths };
}

// Counts come from forms: negative or fractional entries must not lift the result.
const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * ((words / 180) + media minutes + review questions × 1.85) / 50, floored to 0.5, in tenths.
 * Scaled by 3600 to stay in integers: words × 20 + media × 3600 + questions × 6660
 * minutes·3600, and half a credit (25 minutes) is 90000 of those.
 */
function wordCountTenths({ words, mediaMinutes, reviewQuestions }: SelfStudyCounts): number {
  const scaled = count(words) * 20 + count(mediaMinutes) * 3600 + count(reviewQuestions) * 6660;
  return Math.floor(scaled / 90000) * 5;
}

function totalTenths(rule: Rule, minutes: number, selfStudy: SelfStudyCounts | null | undefined): number {
  let tenths = 0;
  if (rule.kind === 'nano') tenths = minutes >= NANO_MINIMUM_MINUTES ? 2 : 0;
  else if (rule.kind === 'word-count' && selfStudy) tenths = wordCountTenths(selfStudy);
  else if (rule.kind === 'group' || rule.kind === 'self-study') {
    const step = rule.incrementTenths * MINUTES_PER_TENTH;
    tenths = Math.floor(minutes / step) * rule.incrementTenths;
  }
  // Below the minimum the program is not eligible at all, rather than rounded up to it.
  return tenths < rule.minimumTenths ? 0 : tenths;
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
    const start = timeToMinutes(module.start_time) ?? 0;
    return { day: module.day ?? null, start, end: start + moduleMinutes(module), allocations: clippedAllocations(module.allocations) };
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

/**
 * A field's credits, in tenths, never rounded up (ADR 0016). Group and self-study totals are
 * counted in minutes: each field gets what its own minutes earn, floored to the increment.
 * A fixed (nano) or word-count total is not: each field gets its share of the total by
 * minutes, floored to the increment (for nano, never more than its own minutes earn either).
 * Increments the floors leave over stay unassigned rather than being rounded up into a
 * field, so the fields may add up to less than the total, never to more.
 */
function fieldTenths(rule: Rule, totalTenths: number, weight: number, totalWeight: number): number {
  if (totalTenths === 0 || weight <= 0) return 0;
  const unitWeight = rule.incrementTenths * MINUTES_PER_TENTH * 100;
  const own = Math.floor(weight / unitWeight);
  const units = totalTenths / rule.incrementTenths;
  const share = Math.floor((units * weight) / totalWeight);
  if (rule.kind === 'group' || rule.kind === 'self-study') return own * rule.incrementTenths;
  if (rule.kind === 'nano') return Math.min(own, share) * rule.incrementTenths;
  return share * rule.incrementTenths;
}

export function computeCredits(modules: readonly CreditModule[], options: CreditOptions): CreditResult {
  const rule = creditRule(options);
  const counted = countedModules(modules.filter((module) => Boolean(module.is_credit_qualified)));
  const minutes = counted.reduce((sum, module) => sum + module.minutes, 0);
  const tenths = totalTenths(rule, minutes, options.selfStudy);
  const quotas = [...fieldWeights(counted)]
    .filter(([, weight]) => weight > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, weight]) => ({ id, weight }));
  const totalWeight = quotas.reduce((sum, q) => sum + q.weight, 0);
  return {
    kind: rule.kind,
    minutes,
    total: tenths / 10,
    byField: quotas.map((q) => ({
      field_of_study_id: q.id,
      minutes: q.weight / 100,
      credits: fieldTenths(rule, tenths, q.weight, totalWeight) / 10,
    })),
    minimum: rule.minimumTenths / 10,
    increment: rule.incrementTenths / 10,
  };
}

/** A credit figure as screens and exports show it: always one decimal, 7 as '7.0'. */
export function formatCredits(credits: number): string {
  return (Math.round(credits * 10) / 10).toFixed(1);
}
