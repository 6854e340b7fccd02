import {
  type ClassDayAgenda,
  type CreditIncrement,
  type CreditLimitationCut,
  type CreditLimitationRule,
  type CreditModule,
  limitedLearnerCredits,
  type MissedTime,
  type RosterDay,
  type RosterEntryDays,
} from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import type { ClassRow } from '../../../shared/class-access.ts';
import { revokeStaleCertificates } from '../../certificates/index.ts';
import { recordCuts } from '../../credit-limitations/index.ts';
import type { ClassScope, CreditFigure, RecordReason } from '../../credit-records/index.ts';
import { recordClassCredits } from '../../credit-records/index.ts';
import { readRosterData } from '../roster/roster-read.ts';

/** A live learner of the roster with the days keyed by date, as learnerCreditSummary reads them. */
export interface CreditLearner {
  roster_id: number;
  person_id: number;
  entry: RosterEntryDays;
}

/** Everything a learner's credits depend on: the class days with the agenda's modules of each day, the roster, the credit rule. */
export interface ClassCreditInputs {
  courseId: number;
  deliveryMethodId: number | null;
  /** The delivery method's name, as a credit record keeps it. */
  deliveryMethod: string | null;
  /** The class's zone: its days' minutes are elapsed time there (ADR 0051). */
  timeZone: string | null;
  increment: CreditIncrement;
  days: ClassDayAgenda[];
  learners: CreditLearner[];
  /** The firm's active credit limitation rules, and the learners' licences when a rule reads them. */
  rules: CreditLimitationRule[];
  jurisdictions: Map<number, number[]>;
}

/** The class as loadClass reads it, without the caller's visibility check (the background job has no caller). */
export async function classRow(tx: Queryable, classId: number): Promise<ClassRow> {
  const { rows } = await tx.query<ClassRow>(
    `SELECT k.id, k.course_id, k.class_title, k.status, k.is_editable, k.delivery_method_id,
            c.delivery_method_id AS course_delivery_method_id, c.agenda_type_id, c.course_status,
            c.kind AS course_kind, c.created_by AS course_created_by, k.timezone
       FROM classes k JOIN courses c ON c.id = k.course_id WHERE k.id = $1`,
    [classId],
  );
  const cls = rows[0];
  if (!cls) throw new Error(`Class ${classId} not found`);
  return cls;
}

/**
 * The inputs of learnerCreditSummary for every live learner of a class, from the very
 * reads of the roster screen (readRosterData): class day n carries agenda day n's
 * modules; a learner has an entry for each class day, with that day's missed times.
 */
export async function loadClassCreditInputs(tx: Queryable, classId: number): Promise<ClassCreditInputs> {
  const cls = await classRow(tx, classId);
  const data = await readRosterData(tx, cls);
  const byDay = new Map<number, CreditModule[]>();
  for (const m of data.modules) {
    if (m.day === null) continue;
    const allocations = m.fields.map(({ field_of_study_id, percent }) => ({ field_of_study_id, percent }));
    byDay.set(m.day, [
      ...(byDay.get(m.day) ?? []),
      { start_time: m.start_time, end_time: m.end_time, is_credit_qualified: m.is_credit_qualified, allocations },
    ]);
  }
  const days = data.days.map((d) => ({ date: d.date, day: d.day, modules: byDay.get(d.day) ?? [] }));
  const attended = new Set(data.attendance.filter((a) => a.attended).map((a) => `${a.roster_id}:${a.day}`));
  const missed = new Map<string, MissedTime[]>();
  for (const m of data.missed) {
    const key = `${m.roster_id}:${m.day}`;
    missed.set(key, [...(missed.get(key) ?? []), { startAt: m.start_at, returnedAt: m.returned_at }]);
  }
  const learners = data.learners.map((learner) => {
    const entryDays: Record<string, RosterDay> = {};
    for (const d of data.days) {
      const key = `${learner.class_roster_id}:${d.day}`;
      entryDays[d.date] = { attendedDay: attended.has(key) ? 1 : 0, missedTimes: missed.get(key) ?? [], day: d.day };
    }
    return { roster_id: learner.class_roster_id, person_id: learner.person_id, entry: { days: entryDays } };
  });
  // numeric(2,1) arrives as text from pg and as a number from PGlite.
  const increment: CreditIncrement = Number(data.modules[0]?.credit_increment) === 0.5 ? 0.5 : 0.2;
  const deliveryMethodId = cls.delivery_method_id ?? cls.course_delivery_method_id;
  const named = await tx.query<{ name: string }>('SELECT name FROM delivery_methods WHERE id = $1', [deliveryMethodId]);
  return {
    courseId: cls.course_id,
    deliveryMethodId,
    deliveryMethod: named.rows[0]?.name ?? null,
    timeZone: cls.timezone,
    increment,
    days,
    learners,
    rules: data.rules,
    jurisdictions: data.jurisdictions,
  };
}

export interface LearnerTranscript extends CreditFigure {
  /** What the firm's credit limitation rules took off (ADR 0037). */
  cuts: CreditLimitationCut[];
}

export interface ClassTranscripts {
  scope: ClassScope | null;
  /** Every learner who attended at least one day (with 0 credits when they earned none). */
  learners: LearnerTranscript[];
  /** The last class day: the date of completion. */
  completedOn: string | null;
}

/** What certification records, without recording it: each attended learner's credits (or one learner's), the completion date. */
export async function classTranscripts(tx: Queryable, classId: number, onlyPersonId?: number): Promise<ClassTranscripts> {
  const inputs = await loadClassCreditInputs(tx, classId);
  if (onlyPersonId !== undefined) inputs.learners = inputs.learners.filter((l) => l.person_id === onlyPersonId);
  const completedOn =
    inputs.days
      .map((d) => d.date)
      .sort()
      .at(-1) ?? null;
  const learners: LearnerTranscript[] = [];
  for (const learner of inputs.learners) {
    if (!Object.values(learner.entry.days).some((d) => d.attendedDay === 1)) continue;
    const { credits, cuts } = limitedLearnerCredits(
      {
        days: inputs.days,
        entry: learner.entry,
        deliveryMethodId: inputs.deliveryMethodId,
        increment: inputs.increment,
        timeZone: inputs.timeZone,
      },
      inputs.rules,
      inputs.jurisdictions.get(learner.person_id),
    );
    // A learner who attended but earned no credit (a Non-CPE class, time under the minimum) still
    // completed the class: the LMS is told so with 0 credits; no credit record is written for 0.
    const fields = credits.byField
      .filter((f) => f.credits > 0)
      .map(({ field_of_study_id, credits, minutes }) => ({ field_of_study_id, credits, minutes: Math.round(minutes * 100) / 100 }));
    learners.push({ person_id: learner.person_id, total: credits.total, minutes: credits.creditMinutes, rule: credits.kind, fields, cuts });
  }
  const scope = completedOn
    ? {
        classId,
        courseId: inputs.courseId,
        deliveryMethodId: inputs.deliveryMethodId,
        deliveryMethod: inputs.deliveryMethod,
        completedOn,
      }
    : null;
  return { scope, learners, completedOn };
}

export interface WriteOptions {
  /** Who certified or approved (the record's recorded_by). */
  by: number | null;
  reason?: RecordReason;
  onlyPersonId?: number;
  /** The figures to record, when they were computed before (and sent to the LMS); else computed now. */
  figures?: ClassTranscripts;
}

/**
 * Records the credits of every learner who attended and earned credit (ADR 0051), as new
 * versions where a figure changed, and supersedes the records of learners who no longer earn
 * any: a Re-Certify replaces the class's credits without overwriting a figure. With
 * `onlyPersonId`, the same for one learner, leaving the others' records alone: an approved
 * affidavit of a Certified class makes that learner's credits true at once.
 */
export async function writeTranscripts(
  tx: Queryable,
  classId: number,
  now: Date,
  options: WriteOptions,
): Promise<ClassTranscripts & { written: number[] }> {
  const { onlyPersonId } = options;
  const result = options.figures ?? (await classTranscripts(tx, classId, onlyPersonId));
  const only = onlyPersonId === undefined ? undefined : [onlyPersonId];
  let written: number[] = [];
  if (result.scope) {
    const recorded = await recordClassCredits(tx, result.scope, result.learners, {
      now,
      by: options.by,
      reason: options.reason ?? 'certified',
      onlyPersonIds: only,
    });
    written = recorded.written;
  } else {
    // No class days: nothing is earned, and what was recorded no longer stands.
    await tx.query(
      'UPDATE credit_records SET superseded_at = $2 WHERE class_id = $1 AND superseded_at IS NULL AND ($3::int[] IS NULL OR person_id = ANY($3::int[]))',
      [classId, now, only ?? null],
    );
  }
  await recordCuts(tx, classId, result.learners, now, onlyPersonId);
  // A certificate whose record just changed no longer states it (ADR 0032).
  await revokeStaleCertificates(tx, classId, now, only);
  // A whole-class write is a (re-)certification: what affidavits changed since is now in it.
  if (onlyPersonId === undefined) await tx.query('UPDATE classes SET needs_recertification = false WHERE id = $1', [classId]);
  return { ...result, written };
}
