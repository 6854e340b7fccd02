/**
 * A learner's CPE credits for a class (issue 5 'Credits'): the agenda's
 * credit-qualified minutes on the days the learner attended, less missed time, run
 * through computeCredits — the very rule of the course's credits, so the increments,
 * minimums, rounding down and the split by field of study cannot differ. Missed
 * minutes come off the modules they overlap; a module keeps its field allocations,
 * so each field loses its share in proportion. Missed time during a break or a
 * module that earns no credit costs nothing. A class day is a date in the class's zone,
 * so its minutes are elapsed time (credits/elapsed-minutes.ts, ADR 0051): a module across
 * a daylight-saving change counts the time that really passed.
 */
import { type CreditIncrement, type CreditModule, type CreditResult, computeCredits, moduleSpan } from '../../course/index.ts';
import { CLASS_MESSAGES } from './class-messages.ts';
import { elapsedMinuteOfDay } from './elapsed-minutes.ts';
import { type MissedTime, type RosterEntryDays, rosterDay } from './roster.ts';

/** A class day: its date (YYYY-MM-DD, the key of roster days), number, and agenda modules. */
export interface ClassDayAgenda {
  date: string;
  day: number;
  modules: readonly CreditModule[];
}

export interface LearnerCreditInput {
  days: readonly ClassDayAgenda[];
  /** The learner's roster entry (raw or derived). */
  entry: RosterEntryDays;
  deliveryMethodId: number | null | undefined;
  increment: CreditIncrement;
  /** The class's IANA zone: its days' times are read as instants there. Without one, wall clocks count. */
  timeZone?: string | null;
}

export type CreditLimitationReason =
  | { kind: 'absent'; day: number; minutes: number; message: string }
  | { kind: 'missed-time'; day: number; minutes: number; message: string }
  | { kind: 'below-minimum'; minimum: number; message: string }
  | { kind: 'limitation'; ruleId: number; amount: number; message: string };

export interface LearnerCreditSummary {
  /** What the learner earned. */
  credits: CreditResult;
  /** What attending every day without missed time earns: the course's credits. */
  full: CreditResult;
  reasons: CreditLimitationReason[];
  /** What each attended class day earns on its own (the firm's per-day limitations read it). */
  byDay: { day: number; credits: number }[];
}

/** A missed interval in elapsed minutes of its day. */
type Gap = [number, number];

/** The parts of [start, end) the gaps cover, merged and in order, each minute once even where gaps overlap. */
function coveredIntervals(start: number, end: number, gaps: readonly Gap[]): Gap[] {
  const clipped: Gap[] = gaps
    .filter(([from, to]) => Math.min(to, end) > Math.max(from, start))
    .map(([from, to]) => [Math.max(from, start), Math.min(to, end)] as Gap)
    .sort((a, b) => a[0] - b[0]);
  const merged: Gap[] = [];
  for (const [from, to] of clipped) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/**
 * The module as computeCredits should count it: as is when nothing was missed, else the
 * pieces the learner attended at their real times of day, so that computeCredits still
 * counts minutes that overlap another module of the day once. A piece keeps the module's
 * fields, so each field loses its share of the missed minutes.
 */
function attendedParts(module: CreditModule, missed: readonly Gap[]): CreditModule[] {
  const { start, end } = moduleSpan(module);
  const gaps = coveredIntervals(start, end, missed);
  if (gaps.length === 0) return [module];
  const parts: CreditModule[] = [];
  let from = start;
  for (const [gapStart, gapEnd] of [...gaps, [end, end] as Gap]) {
    if (gapStart > from) parts.push({ ...module, start_minute: from, end_minute: gapStart });
    from = gapEnd;
  }
  return parts;
}

/** Credit-qualified minutes as computeCredits counts them (a minute shared by overlapping modules once). */
const qualifiedMinutes = (modules: readonly CreditModule[]) => computeCredits(modules, { deliveryMethodId: null, increment: 0.2 }).minutes;

/** The day's modules with their elapsed minutes in the class's zone, and the day's number on each. */
function datedModules(classDay: ClassDayAgenda, timeZone: string | null | undefined): CreditModule[] {
  return classDay.modules.map((module) => {
    const start = elapsedMinuteOfDay(classDay.date, module.start_time, timeZone);
    const end = elapsedMinuteOfDay(classDay.date, module.end_time, timeZone);
    return { ...module, day: classDay.day, start_minute: start, end_minute: end };
  });
}

/** Missed times in elapsed minutes of their day; unreadable ones are left out. */
function missedGaps(date: string, missed: readonly MissedTime[], timeZone: string | null | undefined): Gap[] {
  const gaps: Gap[] = [];
  for (const m of missed) {
    const from = elapsedMinuteOfDay(date, m.startAt, timeZone);
    const to = elapsedMinuteOfDay(date, m.returnedAt, timeZone);
    if (from !== null && to !== null && to > from) gaps.push([from, to]);
  }
  return gaps;
}

/** Credits, course credits and the reasons for the difference, in one pass over the days. */
export function learnerCreditSummary({ days, entry, deliveryMethodId, increment, timeZone }: LearnerCreditInput): LearnerCreditSummary {
  const options = { deliveryMethodId, increment };
  // Each module carries its class day, so that computeCredits counts minutes shared by overlapping modules once.
  const ordered = [...days]
    .sort((a, b) => a.day - b.day || a.date.localeCompare(b.date))
    .map((classDay) => ({ ...classDay, modules: datedModules(classDay, timeZone) }));
  const attended: CreditModule[] = [];
  const reasons: CreditLimitationReason[] = [];
  const byDay: LearnerCreditSummary['byDay'] = [];
  for (const classDay of ordered) {
    const rosterEntry = rosterDay(entry, classDay.date);
    if (rosterEntry?.attendedDay !== 1) {
      const minutes = qualifiedMinutes(classDay.modules);
      if (minutes > 0) reasons.push({ kind: 'absent', day: classDay.day, minutes, message: CLASS_MESSAGES.didNotAttendDay(classDay.day) });
      continue;
    }
    const gaps = missedGaps(classDay.date, rosterEntry.missedTimes, timeZone);
    const dayParts = classDay.modules.flatMap((module) => attendedParts(module, gaps));
    attended.push(...dayParts);
    byDay.push({ day: classDay.day, credits: computeCredits(dayParts, options).total });
    const lostQualified = qualifiedMinutes(classDay.modules) - qualifiedMinutes(dayParts);
    if (lostQualified > 0) {
      const message = CLASS_MESSAGES.missedMinutesOnDay(lostQualified, classDay.day);
      reasons.push({ kind: 'missed-time', day: classDay.day, minutes: lostQualified, message });
    }
  }
  const credits = computeCredits(attended, options);
  const full = computeCredits(
    ordered.flatMap((classDay) => classDay.modules),
    options,
  );
  // Minutes earned but under the minimum: say so, or a learner who attended sees 0 unexplained.
  if (credits.total === 0 && credits.minutes > 0 && full.total > 0) {
    reasons.push({ kind: 'below-minimum', minimum: credits.minimum, message: CLASS_MESSAGES.belowMinimum(credits.minimum) });
  }
  return { credits, full, reasons, byDay };
}

/** The learner's credits per field of study. */
export function learnerCredits(input: LearnerCreditInput): CreditResult {
  return learnerCreditSummary(input).credits;
}

/** Why the learner earns less than the course's credits: each absent day, each day's missed credit time, the minimum. */
export function creditLimitationReasons(input: LearnerCreditInput): CreditLimitationReason[] {
  return learnerCreditSummary(input).reasons;
}
