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
import { revokeStaleCertificates } from '../../certificates/certificate-issue.ts';
import { recordCuts } from '../../credit-limitations/record-cuts.ts';
import type { ClassRow } from '../core/class-access.ts';
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
  return {
    courseId: cls.course_id,
    deliveryMethodId: cls.delivery_method_id ?? cls.course_delivery_method_id,
    increment,
    days,
    learners,
    rules: data.rules,
    jurisdictions: data.jurisdictions,
  };
}

export interface LearnerTranscript {
  person_id: number;
  /** The learner's total credits for the class. */
  credits: number;
  /** Credits by field of study (only fields with credits). */
  byField: { field_of_study_id: number; credits: number }[];
  /** What the firm's credit limitation rules took off (ADR 0037). */
  cuts: CreditLimitationCut[];
}

export interface ClassTranscripts {
  courseId: number;
  /** Every learner who attended at least one day. */
  learners: LearnerTranscript[];
  /** The last class day: the date of completion. */
  completedOn: string | null;
}

/** What certification writes, without writing it: each attended learner's credits (or one learner's), the completion date. */
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
      { days: inputs.days, entry: learner.entry, deliveryMethodId: inputs.deliveryMethodId, increment: inputs.increment },
      inputs.rules,
      inputs.jurisdictions.get(learner.person_id),
    );
    const byField = credits.byField.filter((f) => f.credits > 0).map(({ field_of_study_id, credits }) => ({ field_of_study_id, credits }));
    learners.push({ person_id: learner.person_id, credits: credits.total, byField, cuts });
  }
  return { courseId: inputs.courseId, learners, completedOn };
}

/**
 * Writes the transcript of every learner who attended at least one day: one row per
 * field of study with credits. Rows are upserted and rows no longer earned are
 * removed, so a Re-Certify replaces the class's transcripts. With `onlyPersonId`, the
 * same for one learner, leaving the others' rows alone: an approved affidavit of a
 * Certified class makes that learner's transcript true at once.
 */
export async function writeTranscripts(tx: Queryable, classId: number, now: Date, onlyPersonId?: number): Promise<ClassTranscripts> {
  const result = await classTranscripts(tx, classId, onlyPersonId);
  const rows = result.learners.flatMap((l) => l.byField.map((f) => ({ person: l.person_id, ...f })));
  if (result.completedOn && rows.length > 0) {
    await tx.query(
      `INSERT INTO transcripts (person_id, class_id, course_id, field_of_study_id, credits, completed_on, certified_at)
       SELECT x.p, $1, $2, x.f, x.c, $3::date, $4 FROM unnest($5::int[], $6::int[], $7::numeric[]) AS x(p, f, c)
       ON CONFLICT (tenant_id, person_id, class_id, field_of_study_id)
       DO UPDATE SET course_id = excluded.course_id, credits = excluded.credits, completed_on = excluded.completed_on, certified_at = excluded.certified_at`,
      [
        classId,
        result.courseId,
        result.completedOn,
        now,
        rows.map((r) => r.person),
        rows.map((r) => r.field_of_study_id),
        rows.map((r) => r.credits),
      ],
    );
  }
  await tx.query(
    `DELETE FROM transcripts t WHERE t.class_id = $1 AND ($4::int IS NULL OR t.person_id = $4::int)
        AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS k(p, f) WHERE k.p = t.person_id AND k.f = t.field_of_study_id)`,
    [classId, rows.map((r) => r.person), rows.map((r) => r.field_of_study_id), onlyPersonId ?? null],
  );
  await recordCuts(tx, classId, result.learners, now, onlyPersonId);
  // A certificate whose transcript just changed no longer states it (ADR 0032).
  await revokeStaleCertificates(tx, classId, now, onlyPersonId === undefined ? undefined : [onlyPersonId]);
  // A whole-class write is a (re-)certification: what affidavits changed since is now in it.
  if (onlyPersonId === undefined) await tx.query('UPDATE classes SET needs_recertification = false WHERE id = $1', [classId]);
  return result;
}
