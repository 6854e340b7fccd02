/**
 * A learner's CPE credits for a class (issue 5 'Credits'): the agenda's
 * credit-qualified minutes on the days the learner attended, less missed time, run
 * through computeCredits — the very rule of the course's credits, so the increments,
 * minimums, rounding down and the split by field of study cannot differ. Missed
 * minutes come off the modules they overlap; a module keeps its field allocations,
 * so each field loses its share in proportion. Missed time during a break or a
 * module that earns no credit costs nothing.
 */
import { type CreditIncrement, type CreditModule, type CreditResult, computeCredits, moduleMinutes } from '../course/credits.ts';
import { timeToMinutes } from '../course/module-time.ts';
import { CLASS_MESSAGES } from './class-messages.ts';
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

/** The parts of [start, end) the intervals cover, merged and in order, each minute once even where intervals overlap. */
function coveredIntervals(start: number, end: number, intervals: readonly MissedTime[]): Array<[number, number]> {
  const clipped: Array<[number, number]> = [];
  for (const interval of intervals) {
    const from = timeToMinutes(interval.startAt);
    const to = timeToMinutes(interval.returnedAt);
    if (from !== null && to !== null && Math.min(to, end) > Math.max(from, start)) clipped.push([Math.max(from, start), Math.min(to, end)]);
  }
  clipped.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of clipped) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The module as computeCredits should count it: as is when nothing was missed, else the
 * pieces the learner attended at their real times of day, so that computeCredits still
 * counts minutes that overlap another module of the day once. A piece keeps the module's
 * fields, so each field loses its share of the missed minutes.
 */
function attendedParts(module: CreditModule, missed: readonly MissedTime[]): CreditModule[] {
  const start = timeToMinutes(module.start_time);
  const length = moduleMinutes(module);
  const gaps = start === null ? [] : coveredIntervals(start, start + length, missed);
  if (start === null || gaps.length === 0) return [module];
  const parts: CreditModule[] = [];
  let from = start;
  for (const [gapStart, gapEnd] of [...gaps, [start + length, start + length] as [number, number]]) {
    if (gapStart > from) parts.push({ ...module, start_time: hhmm(from), end_time: hhmm(gapStart) });
    from = gapEnd;
  }
  return parts;
}

/** Credit-qualified minutes as computeCredits counts them (a minute shared by overlapping modules once). */
const qualifiedMinutes = (modules: readonly CreditModule[]) => computeCredits(modules, { deliveryMethodId: null, increment: 0.2 }).minutes;

/** Credits, course credits and the reasons for the difference, in one pass over the days. */
export function learnerCreditSummary({ days, entry, deliveryMethodId, increment }: LearnerCreditInput): LearnerCreditSummary {
  const options = { deliveryMethodId, increment };
  // Each module carries its class day, so that computeCredits counts minutes shared by overlapping modules once.
  const ordered = [...days]
    .sort((a, b) => a.day - b.day || a.date.localeCompare(b.date))
    .map((classDay) => ({ ...classDay, modules: classDay.modules.map((module) => ({ ...module, day: classDay.day })) }));
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
    const dayParts = classDay.modules.flatMap((module) => attendedParts(module, rosterEntry.missedTimes));
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
