import {
  type ClassDayAgenda,
  type CreditIncrement,
  type CreditModule,
  limitedLearnerCredits,
  type RosterEntry,
  type rosterResponse,
} from '@cpe/contract';
import type { z } from 'zod';
import type { RosterData } from './roster-read.ts';

type RosterResponse = z.infer<typeof rosterResponse>;
type RosterDayOut = RosterEntry['days'][string];
interface Summary {
  credits: RosterEntry['credits'];
  reasons: RosterResponse['limitationReasonsObj'][string];
}

/** Groups rows by a numeric key in one pass. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The class days with the agenda modules of the same day number: class day n is
 * delivered from agenda day n, so a class day beyond the agenda earns nothing.
 */
function classAgenda(data: RosterData): { days: ClassDayAgenda[]; increment: CreditIncrement; shortNames: Map<number, string> } {
  const shortNames = new Map<number, string>();
  const modules: (CreditModule & { day: number })[] = [];
  for (const row of data.modules) {
    if (row.day === null) continue;
    for (const field of row.fields) shortNames.set(field.field_of_study_id, field.subject_short_name);
    const allocations = row.fields.map(({ field_of_study_id, percent }) => ({ field_of_study_id, percent }));
    modules.push({
      day: row.day,
      start_time: row.start_time,
      end_time: row.end_time,
      is_credit_qualified: row.is_credit_qualified,
      allocations,
    });
  }
  const byDay = groupBy(modules, (m) => m.day);
  const days = data.days.map((d) => ({ date: d.date, day: d.day, modules: byDay.get(d.day) ?? [] }));
  // numeric(2,1) arrives as text from pg and as a number from PGlite.
  const increment: CreditIncrement = Number(data.modules[0]?.credit_increment) === 0.5 ? 0.5 : 0.2;
  return { days, increment, shortNames };
}

/**
 * GET /class/roster/{id} from the rows of readRosterData: each learner's days keyed by
 * date (every class day present, attendedDay 0 when nothing was recorded), credits per
 * field of study by limitedLearnerCredits (the firm's credit limitation rules applied), and the reasons for any reduction keyed by
 * class_roster_id (learners without a reduction are left out).
 */
export function assembleRoster(data: RosterData, deliveryMethodId: number | null): RosterResponse {
  const { days, increment, shortNames } = classAgenda(data);
  const attendance = groupBy(data.attendance, (a) => a.roster_id);
  const missed = groupBy(data.missed, (m) => m.roster_id);
  const limitationReasonsObj: RosterResponse['limitationReasonsObj'] = {};
  // Learners with the same attendance and missed time earn the same: a class where most
  // attended every day computes a handful of summaries, not one per learner.
  const summaries = new Map<string, Summary>();
  const roster = data.learners.map((learner) => {
    const attendedDays = new Set((attendance.get(learner.class_roster_id) ?? []).filter((a) => a.attended).map((a) => a.day));
    const missedByDay = groupBy(missed.get(learner.class_roster_id) ?? [], (m) => m.day);
    const entryDays: Record<string, RosterDayOut> = {};
    let signature = '';
    for (const d of data.days) {
      const missedTimes = (missedByDay.get(d.day) ?? []).map((m) => ({ id: m.id, startAt: m.start_at, returnedAt: m.returned_at }));
      const attendedDay = attendedDays.has(d.day) ? 1 : 0;
      entryDays[d.date] = { attendedDay, missedTimes, day: d.day };
      signature += `${attendedDay}${missedTimes.map((m) => `${m.startAt}-${m.returnedAt}`).join(',')};`;
    }
    // A jurisdiction rule reads the learner's licences: they belong in the signature then.
    const licences = data.jurisdictions.get(learner.person_id) ?? [];
    if (licences.length > 0) signature += `j${[...licences].sort((a, b) => a - b).join(',')}`;
    let summary = summaries.get(signature);
    if (!summary) {
      const input = { days, entry: { days: entryDays }, deliveryMethodId, increment, timeZone: data.timezone };
      const { credits, reasons } = limitedLearnerCredits(input, data.rules, licences);
      summary = {
        credits: credits.byField.map((field) => ({
          credits: field.credits,
          subject_area: { subject_short_name: shortNames.get(field.field_of_study_id) ?? String(field.field_of_study_id) },
        })),
        reasons: reasons.map(({ kind, message }) => ({ kind, message })),
      };
      summaries.set(signature, summary);
    }
    if (summary.reasons.length > 0) limitationReasonsObj[String(learner.class_roster_id)] = summary.reasons;
    return {
      ...learner,
      is_external_learner: learner.is_external_learner ? 1 : 0,
      credits: summary.credits,
      days: entryDays,
    } satisfies RosterEntry;
  });
  return {
    roster,
    days: data.days.map((d) => d.date),
    dayTimes: data.days.map(({ date, day, start_time, end_time }) => ({ date, day, start_time, end_time })),
    limitationReasonsObj,
  };
}
