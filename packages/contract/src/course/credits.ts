/**
 * CPE credits of a course (NASBA Statement on Standards for CPE Programs): one credit
 * is 50 minutes, credits are rounded DOWN, never up, to one increment (a fifth or a
 * half, chosen per course), and split by field of study so the parts add up exactly.
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
  credits: number;
}

export interface CreditResult {
  kind: CreditKind;
  /** Credit-qualified minutes of the agenda. */
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

/**
 * Largest-remainder split: each field first gets floor(num / den) increments, the
 * increments still missing from the total go one each to the largest remainders
 * (ties to the lower field id). The quotas never sum above the total, so each field
 * gains at most one; the cycling loop only guards that the parts always add up.
 */
function splitUnits(units: number, quotas: readonly { id: number; num: number }[], den: number): Map<number, number> {
  const shares = quotas.map((q) => ({ id: q.id, units: Math.floor(q.num / den), rest: q.num % den }));
  let left = units - shares.reduce((sum, share) => sum + share.units, 0);
  const order = [...shares].sort((a, b) => b.rest - a.rest || a.id - b.id);
  for (let i = 0; left > 0 && order.length > 0; i = (i + 1) % order.length) {
    const share = order[i];
    if (share) share.units += 1;
    left -= 1;
  }
  return new Map(shares.map((share) => [share.id, share.units]));
}

/** Minutes × percent per field, so that percentages of odd minutes stay integers. */
function fieldWeights(modules: readonly CreditModule[]): Map<number, number> {
  const weights = new Map<number, number>();
  for (const module of modules) {
    const minutes = moduleMinutes(module);
    for (const { field_of_study_id, percent } of module.allocations) {
      const weight = minutes * Math.max(0, Math.round(percent));
      weights.set(field_of_study_id, (weights.get(field_of_study_id) ?? 0) + weight);
    }
  }
  return weights;
}

export function computeCredits(modules: readonly CreditModule[], options: CreditOptions): CreditResult {
  const rule = creditRule(options);
  const qualified = modules.filter((module) => Boolean(module.is_credit_qualified));
  const minutes = qualified.reduce((sum, module) => sum + moduleMinutes(module), 0);
  const tenths = totalTenths(rule, minutes, options.selfStudy);
  const weights = fieldWeights(qualified);
  const quotas = [...weights]
    .filter(([, weight]) => weight > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, weight]) => ({ id, weight }));
  const totalWeight = quotas.reduce((sum, q) => sum + q.weight, 0);
  const units = tenths / rule.incrementTenths;
  let split = new Map<number, number>();
  if (units > 0 && totalWeight > 0) {
    // Minutes-based totals split each field's own minutes / 50 (as NASBA reports per field);
    // a fixed or word-count total, or incomplete allocations, split in proportion to the weights.
    const byOwnMinutes = (rule.kind === 'group' || rule.kind === 'self-study') && totalWeight === minutes * 100;
    const unitWeight = rule.incrementTenths * MINUTES_PER_TENTH * 100;
    const own = quotas.map((q) => ({ id: q.id, num: q.weight }));
    const proportional = quotas.map((q) => ({ id: q.id, num: units * q.weight }));
    split = byOwnMinutes ? splitUnits(units, own, unitWeight) : splitUnits(units, proportional, totalWeight);
  }
  return {
    kind: rule.kind,
    minutes,
    total: tenths / 10,
    byField: quotas.map((q) => ({
      field_of_study_id: q.id,
      minutes: q.weight / 100,
      credits: ((split.get(q.id) ?? 0) * rule.incrementTenths) / 10,
    })),
    minimum: rule.minimumTenths / 10,
    increment: rule.incrementTenths / 10,
  };
}
