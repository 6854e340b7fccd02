import { computeCredits, type FieldCredits } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { revokeStaleCertificates } from '../certificates/certificate-issue.ts';
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
 * A learner completed an independent study or a vended item (ADR 0023): they go on the roster
 * of its delivery class (once) and their transcript gets the offering's credits by field of
 * study, computed by the contract's credit rules from its agenda (the word-count formula for
 * QAS self study). Recording it again updates the date and credits, never duplicates.
 */
export async function recordCompletion(tx: Queryable, c: Completion): Promise<{ rosterId: number; credits: FieldCredits[] }> {
  const { rows } = await tx.query<{ class_id: number | null }>('SELECT class_id FROM courses WHERE id = $1', [c.courseId]);
  const classId = rows[0]?.class_id;
  if (!classId) throw new Error(`offering ${c.courseId} has no delivery class`);
  const header = await loadHeaderRow(tx, c.courseId);
  const modules = (await loadAgenda(tx, c.courseId)).flatMap((d) => d.modules);
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header),
  });
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
  for (const field of credits.byField) {
    await tx.query(
      `INSERT INTO transcripts (person_id, class_id, course_id, field_of_study_id, credits, completed_on, certified_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7)
       ON CONFLICT (tenant_id, person_id, class_id, field_of_study_id)
       DO UPDATE SET credits = EXCLUDED.credits, completed_on = EXCLUDED.completed_on, certified_at = EXCLUDED.certified_at`,
      [c.personId, classId, c.courseId, field.field_of_study_id, field.credits, c.completedOn, c.now],
    );
  }
  // Recorded again with other credits or another date: the certificate issued before is revoked (ADR 0032).
  await revokeStaleCertificates(tx, classId, c.now, [c.personId]);
  return { rosterId, credits: credits.byField };
}
