/**
 * The pure parts of the reports (ADR 0041): request age buckets, credit periods and their sums,
 * attendance rates, the behind-requirement rule and the sort of a finished run's rows. Credits
 * are summed in tenths, as transcripts hold one decimal, so totals add up exactly.
 */
import type { ReportCell, ReportInterval, ReportRow } from '../schemas/reports.ts';

export const AGE_BUCKETS = ['< 7 days', '7–30 days', '30–90 days', '> 90 days'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Under 7 days; 7 to 30 days; over 30 to 90 days; over 90 days. */
export function ageBucket(days: number): AgeBucket {
  if (days < 7) return '< 7 days';
  if (days <= 30) return '7–30 days';
  if (days <= 90) return '30–90 days';
  return '> 90 days';
}

/** Whole days from `since` to `now` (never negative). */
export function ageInDays(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}

/** The period a day (YYYY-MM-DD) falls in: '2025', '2025-Q1' or '2025-03'. */
export function periodOf(day: string, interval: ReportInterval): string {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  if (interval === 'year') return year;
  if (interval === 'quarter') return `${year}-Q${Math.ceil(month / 3)}`;
  return day.slice(0, 7);
}

export interface CreditLine {
  person_id: number;
  person: string;
  office: string | null;
  completed_on: string;
  field_of_study: string;
  credits: number;
}

export interface CreditSum {
  person_id: number;
  person: string;
  office: string | null;
  field_of_study: string;
  period: string;
  credits: number;
}

/** Credits summed by person, field of study and period; by person name, then period, then field. */
export function sumCredits(lines: readonly CreditLine[], interval: ReportInterval): CreditSum[] {
  const sums = new Map<string, CreditSum & { tenths: number }>();
  for (const line of lines) {
    const period = periodOf(line.completed_on, interval);
    const key = JSON.stringify([line.person_id, line.field_of_study, period]);
    const sum = sums.get(key) ?? { ...line, period, credits: 0, tenths: 0 };
    sum.tenths += Math.round(line.credits * 10);
    sums.set(key, sum);
  }
  return [...sums.values()]
    .map(({ tenths, person_id, person, office, field_of_study, period }) => ({
      person_id,
      person,
      office,
      field_of_study,
      period,
      credits: tenths / 10,
    }))
    .sort(
      (a, b) =>
        a.person.localeCompare(b.person) ||
        a.person_id - b.person_id ||
        a.period.localeCompare(b.period) ||
        a.field_of_study.localeCompare(b.field_of_study),
    );
}

/** Totals by a key, in tenths, answered in credits: for the charts. */
export function totalsBy<T>(items: readonly T[], key: (item: T) => string, value: (item: T) => number): Map<string, number> {
  const tenths = new Map<string, number>();
  for (const item of items) tenths.set(key(item), (tenths.get(key(item)) ?? 0) + Math.round(value(item) * 10));
  return new Map([...tenths].map(([k, t]) => [k, t / 10]));
}

/** Attended of roster as a percentage with one decimal; null for an empty roster. */
export function attendanceRate(roster: number, attended: number): number | null {
  if (roster <= 0) return null;
  return Math.round((Math.min(attended, roster) / roster) * 1000) / 10;
}

export interface LicenseStanding {
  period_start: string;
  period_end: string;
  /** The credits that count toward the board's total (creditProgress counted_total). */
  counted_total: number;
  total_required: number;
  /** Every check of the requirement met (creditProgress met). */
  met: boolean;
}

export interface Behind {
  /** Credits a learner on pace would have by `asOf`: the requirement pro rata of the elapsed period, in tenths. */
  expected: number;
  behind: boolean;
  /** Expected minus counted, never negative. */
  short_by: number;
}

const dayNumber = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / 86_400_000;

/**
 * Behind on a license: once its period has ended, any unmet check; while it runs, fewer counted
 * credits than the requirement pro rata of the days elapsed (a learner on pace is not behind). Not
 * yet started: never behind.
 */
export function behindRequirement(l: LicenseStanding, asOf: string): Behind {
  const start = dayNumber(l.period_start);
  const end = dayNumber(l.period_end);
  const now = dayNumber(asOf);
  const requiredTenths = Math.round(l.total_required * 10);
  const countedTenths = Math.round(l.counted_total * 10);
  if (now > end) {
    const short = Math.max(0, requiredTenths - countedTenths);
    return { expected: requiredTenths / 10, behind: !l.met, short_by: short / 10 };
  }
  const elapsed = Math.min(1, Math.max(0, (now - start) / Math.max(1, end - start)));
  const expectedTenths = Math.floor(requiredTenths * elapsed);
  const short = Math.max(0, expectedTenths - countedTenths);
  return { expected: expectedTenths / 10, behind: short > 0, short_by: short / 10 };
}

function compareCells(a: ReportCell, b: ReportCell): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** Rows sorted by one column (stable; empty cells last in both directions). */
export function sortRows(rows: readonly ReportRow[], column: number, dir: 'asc' | 'desc'): ReportRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      const a = x.row[column] ?? null;
      const b = y.row[column] ?? null;
      if (a === null || b === null) return compareCells(a, b) || x.i - y.i;
      return sign * compareCells(a, b) || x.i - y.i;
    })
    .map(({ row }) => row);
}
