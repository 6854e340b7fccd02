import type { MissedTime, RosterInfoResponse, updateAoaBody } from '@cpe/contract';
import type { z } from 'zod';

/** One class day as the learner declares it on the Attendance step. */
export interface DeclaredDay {
  date: string;
  day: number;
  start_time: string | null;
  end_time: string | null;
  attended: boolean;
  missedTimes: MissedTime[];
}

/** The declarations the roster info answers, one per class day in date order (a day without an entry: not attended). */
export function declaredDays(info: RosterInfoResponse): DeclaredDay[] {
  return info.days.map((date, index) => {
    const entry = Object.hasOwn(info.roster.days, date) ? info.roster.days[date] : undefined;
    const times = info.dayTimes.find((t) => t.date === date);
    return {
      date,
      day: entry?.day ?? times?.day ?? index + 1,
      start_time: times?.start_time ?? null,
      end_time: times?.end_time ?? null,
      attended: entry?.attendedDay === 1,
      missedTimes: (entry?.missedTimes ?? []).map((m) => ({ startAt: m.startAt.slice(0, 5), returnedAt: m.returnedAt.slice(0, 5) })),
    };
  });
}

/** PUT /aoa/update's days: every day, attended or not, with its missed time (missed time only counts on a day attended). */
export function daysBody(days: readonly DeclaredDay[]): NonNullable<z.input<typeof updateAoaBody>['days']> {
  return days.map((d) => ({ day: d.day, attended: d.attended ? 1 : 0, missedTimes: d.attended ? d.missedTimes : [] }));
}

/** Whether two declarations say the same (the Save button is enabled on a change only). */
export const sameDays = (a: readonly DeclaredDay[], b: readonly DeclaredDay[]) =>
  JSON.stringify(daysBody(a)) === JSON.stringify(daysBody(b));

/** The credits by field of study, and their total, as 'Taxes 1.0'. */
export function creditLines(info: RosterInfoResponse): { field: string; credits: string }[] {
  return info.roster.credits.map((c) => ({ field: c.subject_area.subject_short_name, credits: c.credits.toFixed(1) }));
}

export const totalCredits = (info: RosterInfoResponse) => info.roster.credits.reduce((sum, c) => sum + c.credits, 0).toFixed(1);
