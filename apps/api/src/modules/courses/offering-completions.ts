import { computeCredits, type FieldCredits } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { revokeStaleCertificates } from '../certificates/index.ts';
import type { ClassScope, CreditFigure } from '../credit-records/index.ts';
import { recordClassCredits } from '../credit-records/index.ts';
import { loadAgenda } from './agenda/agenda-read.ts';
import { incrementOf, loadHeaderRow, selfStudyOf } from './course-header.ts';

export interface Completion {
  courseId: number;
  personId: number;
  /** The day the learner finished, YYYY-MM-DD. */
  completedOn: string;
  /** Who recorded it (the learner themself, or staff). */
  by: number;
  now: Date;
}

/**
 * What completing an offering earns (ADR 0051): its delivery class, the record's scope, and the
 * figures by the contract's credit rules from its agenda (the word-count formula for QAS self
 * study) for one learner who completed it on `completedOn`.
 */
export async function offeringCompletionFigures(tx: Queryable, courseId: number, personId: number, completedOn: string) {
  const { rows } = await tx.query<{ class_id: number | null }>('SELECT class_id FROM courses WHERE id = $1', [courseId]);
  const classId = rows[0]?.class_id;
  if (!classId) throw new Error(`offering ${courseId} has no delivery class`);
  const header = await loadHeaderRow(tx, courseId);
  const modules = (await loadAgenda(tx, courseId)).flatMap((d) => d.modules);
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header),
  });
  const scope: ClassScope = {
    classId,
    courseId,
    deliveryMethodId: header.delivery_method_id,
    deliveryMethod: header.delivery_method,
    completedOn,
  };
  const figure: CreditFigure = {
    person_id: personId,
    total: credits.total,
    minutes: credits.creditMinutes,
    rule: credits.kind,
    fields: credits.byField
      .filter((f) => f.credits > 0)
      .map((f) => ({ field_of_study_id: f.field_of_study_id, credits: f.credits, minutes: Math.round(f.minutes * 100) / 100 })),
  };
  return { classId, scope, figure, credits };
}

/**
 * A learner completed an independent study or a vended item (ADR 0023): they go on the roster
 * of its delivery class (once) and get a credit record of the offering's credits (ADR 0051).
 * Recording it again with the same figures changes nothing; with another date or other
 * credits it writes the record's next version.
 */
export async function recordCompletion(tx: Queryable, c: Completion): Promise<{ rosterId: number; credits: FieldCredits[] }> {
  const { classId, scope, figure, credits } = await offeringCompletionFigures(tx, c.courseId, c.personId, c.completedOn);
  await tx.query(
    `INSERT INTO class_roster (class_id, person_id, created_by, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, class_id, person_id) WHERE removed_at IS NULL DO NOTHING`,
    [classId, c.personId, c.by, c.now],
  );
  const roster = await tx.query<{ id: number }>(
    'SELECT id FROM class_roster WHERE class_id = $1 AND person_id = $2 AND removed_at IS NULL',
    [classId, c.personId],
  );
  const rosterId = (roster.rows[0] as { id: number }).id;
  await recordClassCredits(tx, scope, [figure], { now: c.now, by: c.by, reason: 'completion', onlyPersonIds: [c.personId] });
  // Recorded again with other credits or another date: the certificate issued before is revoked (ADR 0032).
  await revokeStaleCertificates(tx, classId, c.now, [c.personId]);
  return { rosterId, credits: credits.byField };
}
