import type { Queryable } from '../../db/types.ts';
import { type ClassScope, type CreditFigure, figureKey, type RecordReason } from './credit-figures.ts';

interface LiveRecord {
  id: number;
  person_id: number;
  total: string | number;
  minutes: string | number | null;
  credit_rule: string;
  completed_on: string;
  delivery_method_id: number | null;
  fields: { field_of_study_id: number; credits: string | number; minutes: string | number | null }[];
}

export interface RecordOptions {
  now: Date;
  by: number | null;
  /** Why: 'certified' becomes 'recertified' for a learner who had a record of the class. */
  reason: RecordReason;
  /** Only these learners' records are written or superseded (an affidavit: one learner); else the whole class. */
  onlyPersonIds?: readonly number[];
}

export interface RecordResult {
  /** Learners whose record is new or a new version. */
  written: number[];
  /** Learners whose record was superseded without a successor (they no longer earn credit). */
  withdrawn: number[];
}

/** The live records of a class (or some of its learners) with their fields, in one statement. */
export async function liveClassRecords(tx: Queryable, classId: number, personIds?: readonly number[]): Promise<LiveRecord[]> {
  const { rows } = await tx.query<LiveRecord>(
    `SELECT r.id, r.person_id, r.total, r.minutes, r.credit_rule, to_char(r.completed_on, 'YYYY-MM-DD') AS completed_on, r.delivery_method_id,
            coalesce(json_agg(json_build_object('field_of_study_id', f.field_of_study_id, 'credits', f.credits, 'minutes', f.minutes)
                              ORDER BY f.field_of_study_id) FILTER (WHERE f.record_id IS NOT NULL), '[]') AS fields
       FROM credit_records r
       LEFT JOIN credit_record_fields f ON f.tenant_id = r.tenant_id AND f.record_id = r.id
      WHERE r.class_id = $1 AND r.superseded_at IS NULL AND ($2::int[] IS NULL OR r.person_id = ANY($2::int[]))
      GROUP BY r.tenant_id, r.id`,
    [classId, personIds ?? null],
  );
  return rows;
}

/**
 * Records what the learners of a class earned (ADR 0051): a learner whose figures are those of
 * their live record keeps it; one whose figures changed gets the next version (the live one is
 * superseded by it); one in scope who no longer earns anything has their record superseded
 * without a successor. Never an overwrite: the records are immutable (migration 0041) and the
 * audit trail shows each version. A constant number of statements, whatever the class's size.
 */
export async function recordClassCredits(
  tx: Queryable,
  scope: ClassScope,
  figures: readonly CreditFigure[],
  options: RecordOptions,
): Promise<RecordResult> {
  const only = options.onlyPersonIds;
  const inScope = (personId: number) => only === undefined || only.includes(personId);
  const earning = figures.filter((f) => f.total > 0 && inScope(f.person_id));
  const live = await liveClassRecords(tx, scope.classId, only);
  const liveBy = new Map(live.map((r) => [r.person_id, r]));
  const keyOf = (f: CreditFigure) =>
    figureKey({ ...f, completed_on: scope.completedOn, delivery_method_id: scope.deliveryMethodId, fields: f.fields });
  const changed = earning.filter((f) => {
    const old = liveBy.get(f.person_id);
    return !old || figureKey({ ...old, rule: old.credit_rule }) !== keyOf(f);
  });
  const earningIds = new Set(earning.map((f) => f.person_id));
  const withdrawn = live.filter((r) => !earningIds.has(r.person_id));
  const superseded = [...changed.flatMap((f) => liveBy.get(f.person_id) ?? []), ...withdrawn];
  if (superseded.length > 0) {
    await tx.query('UPDATE credit_records SET superseded_at = $2 WHERE id = ANY($1::int[])', [superseded.map((r) => r.id), options.now]);
  }
  if (changed.length > 0) {
    const reason = (f: CreditFigure) => (options.reason === 'certified' && liveBy.has(f.person_id) ? 'recertified' : options.reason);
    const inserted = await tx.query<{ id: number; person_id: number }>(
      `INSERT INTO credit_records (person_id, class_id, course_id, version, credit_rule, delivery_method_id, delivery_method, minutes,
                                   total, completed_on, reason, recorded_at, recorded_by)
       SELECT x.p, $1, $2, coalesce((SELECT max(o.version) FROM credit_records o WHERE o.person_id = x.p AND o.class_id = $1), 0) + 1,
              x.rule, $3, $4, x.minutes, x.total, $5::date, x.reason, $6, $7
         FROM unnest($8::int[], $9::text[], $10::numeric[], $11::numeric[], $12::text[]) AS x(p, rule, minutes, total, reason)
       RETURNING id, person_id`,
      [
        scope.classId,
        scope.courseId,
        scope.deliveryMethodId,
        scope.deliveryMethod,
        scope.completedOn,
        options.now,
        options.by,
        changed.map((f) => f.person_id),
        changed.map((f) => f.rule),
        changed.map((f) => f.minutes),
        changed.map((f) => f.total),
        changed.map(reason),
      ],
    );
    const idOf = new Map(inserted.rows.map((r) => [r.person_id, r.id]));
    const lines = changed.flatMap((f) => f.fields.filter((x) => x.credits > 0).map((x) => ({ record: idOf.get(f.person_id), ...x })));
    await tx.query(
      `INSERT INTO credit_record_fields (record_id, field_of_study_id, minutes, credits)
       SELECT * FROM unnest($1::int[], $2::int[], $3::numeric[], $4::numeric[])`,
      [lines.map((l) => l.record), lines.map((l) => l.field_of_study_id), lines.map((l) => l.minutes), lines.map((l) => l.credits)],
    );
    const successions = changed.flatMap((f) => {
      const old = liveBy.get(f.person_id);
      return old ? [[old.id, idOf.get(f.person_id) as number] as const] : [];
    });
    if (successions.length > 0) {
      await tx.query('UPDATE credit_records o SET successor_id = s.n FROM unnest($1::int[], $2::int[]) AS s(o, n) WHERE o.id = s.o', [
        successions.map((s) => s[0]),
        successions.map((s) => s[1]),
      ]);
    }
  }
  return { written: changed.map((f) => f.person_id), withdrawn: withdrawn.map((r) => r.person_id) };
}
