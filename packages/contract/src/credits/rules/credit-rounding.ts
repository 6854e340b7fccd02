/**
 * How a program's minutes become CPE credits, by its delivery method (ADR 0051). Every figure is
 * in whole tenths of a credit: 50 minutes are 10 tenths, a tenth is 5 minutes, and 0.1 + 0.2 never
 * shows up on a certificate as 0.30000000000000004.
 *
 * Source: Statement on Standards for CPE Programs (NASBA/AICPA, revised 2016), Standard No. 16:
 * "Sponsored learning activities are measured by actual program length, with one 50-minute period
 * equal to one CPE credit", and
 *  - group programs, independent study and blended learning: "A minimum of one full credit must be
 *    awarded initially, but after the first credit has been earned, credits may be awarded in
 *    one-fifth increments or in one-half increments (1.0, x.2, x.4, x.5, x.6, x.8, and so on)";
 *  - self study: "A minimum of one-half credit must be awarded initially, but after the first full
 *    credit has been earned, credits may be awarded in one-fifth increments or in one-half
 *    increments (0.5, 1.0, x.2, x.4, x.5, x.6, x.8, and so on)";
 *  - nano learning: "Credits must be awarded only as one-fifth credit (0.2 credit)".
 * Credits are "rounded down to the nearest one-fifth or one-half credit" (S16): never up.
 */
import { DELIVERY_METHOD_IDS, GROUP_DELIVERY_METHOD_IDS } from '../../reference/index.ts';

export const CREDIT_MINUTES = 50;
/** 50 minutes make 10 tenths, so a tenth of a credit is 5 minutes. */
export const MINUTES_PER_TENTH = CREDIT_MINUTES / 10;
/** Nano learning needs at least this many minutes for its fixed 0.2 credit (Standard No. 16, nano learning's 10-minute program). */
export const NANO_MINIMUM_MINUTES = 10;

export type CreditIncrement = 0.2 | 0.5;
/**
 * group: Group Live, Group Internet-Based, Group Live & Group Internet; self-study: QAS or
 * Interactive Self Study measured in minutes; word-count: QAS Self Study by NASBA's word-count
 * formula; nano: Nano Learning; none: Not Applicable or unknown (no CPE credit).
 */
export type CreditKind = 'group' | 'self-study' | 'word-count' | 'nano' | 'none';

export interface CreditRule {
  kind: CreditKind;
  /** A nonzero total is at least this (tenths). */
  minimumTenths: number;
  /** Totals past the first full credit are multiples of this (tenths). */
  incrementTenths: number;
}

export interface RuleOptions {
  deliveryMethodId: number | null | undefined;
  increment: CreditIncrement;
  /** True when a QAS Self Study is credited by the word-count formula (its counts are given). */
  wordCount?: boolean;
}

const SELF_STUDY_IDS: readonly number[] = [DELIVERY_METHOD_IDS.qasSelfStudy, DELIVERY_METHOD_IDS.interactiveSelfStudy];

/** The Standard No. 16 rule of a delivery method; the sponsor picks fifths or halves per program. */
export function creditRule({ deliveryMethodId, increment, wordCount }: RuleOptions): CreditRule {
  const incrementTenths = increment === 0.5 ? 5 : 2;
  const id = deliveryMethodId ?? 0;
  if (GROUP_DELIVERY_METHOD_IDS.includes(id)) return { kind: 'group', minimumTenths: 10, incrementTenths };
  if (id === DELIVERY_METHOD_IDS.nanoLearning) return { kind: 'nano', minimumTenths: 2, incrementTenths: 2 };
  if (SELF_STUDY_IDS.includes(id)) {
    const kind = id === DELIVERY_METHOD_IDS.qasSelfStudy && wordCount ? 'word-count' : 'self-study';
    return { kind, minimumTenths: 5, incrementTenths };
  }
  return { kind: 'none', minimumTenths: 0, incrementTenths };
}

/** Whole tenths that `minutes` of program reach, never rounded up (4.99 tenths are 4). */
export function tenthsOfMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  // Minutes are whole or carry two decimals from percentages: a hair of float error must not lose a tenth.
  return Math.floor(minutes / MINUTES_PER_TENTH + 1e-9);
}

/**
 * The credit of a program from the whole tenths its time reaches, by its rule: below the
 * minimum nothing (the program is not eligible, rather than rounded up to it); group programs
 * from one credit in the chosen increment; self study one half from 25 minutes, then one full
 * credit from 50, then the chosen increment after the first full credit; nano 0.2 from 10 minutes.
 */
export function roundedTenths(rule: CreditRule, reached: number): number {
  const t = Math.max(0, Math.floor(reached));
  if (rule.kind === 'none' || t < rule.minimumTenths) return 0;
  if (rule.kind === 'nano') return 2;
  if (rule.kind === 'group') return Math.floor(t / rule.incrementTenths) * rule.incrementTenths;
  // Self study (minutes or word count): 0.5 until the first full credit, then the increment.
  if (t < 10) return 5;
  return Math.floor(t / rule.incrementTenths) * rule.incrementTenths;
}

/** Credits of a program of `minutes` by its rule (what an agenda or an attendance earns). */
export function programTenths(rule: CreditRule, minutes: number): number {
  return roundedTenths(rule, tenthsOfMinutes(minutes));
}
