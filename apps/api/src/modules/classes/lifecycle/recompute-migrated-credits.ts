import type { Database, Tx } from '../../../db/types.ts';
import { revokeStaleCertificates } from '../../certificates/index.ts';
import { offeringCompletionFigures } from '../../courses/index.ts';
import { recordClassCredits } from '../../credit-records/index.ts';
import { classTranscripts } from './transcripts.ts';

interface Legacy {
  class_id: number;
  kind: string;
  person_ids: number[];
  completed_on: string[];
}

/**
 * Migration 0041 kept each completion's figures as the transcripts showed them ('legacy',
 * version 1). This recomputes each one by the rules of ADR 0051 from what it was computed from
 * (the class's attendance; an offering's agenda) and records version 2 ('recomputed') where a
 * figure changed. A class whose figures changed is marked for re-certification, so the LMS
 * gets them at the next Certify; a certificate that no longer states its record is revoked.
 * A learner who would now earn nothing keeps the legacy record (and the class is marked): a
 * credit is never taken away without a person deciding. Runs at every start and finds nothing
 * to do once done.
 */
/** Arbitrary but fixed, like the migration lock (db/migrate.ts). */
const RECOMPUTE_LOCK = 72_220_051;

export async function recomputeMigratedCredits(db: Database, now = new Date()): Promise<number> {
  const tenants = await db.asOwner((tx) => tx.query<{ id: number }>('SELECT id FROM tenants ORDER BY id'));
  let written = 0;
  for (const { id: tenantId } of tenants.rows) {
    written += await db.withTenant({ tenantId }, async (tx) => {
      // Processes starting together take turns: the second finds nothing left to recompute.
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [RECOMPUTE_LOCK, tenantId]);
      const { rows } = await tx.query<Legacy>(
        `SELECT r.class_id, c.kind, array_agg(r.person_id ORDER BY r.person_id) AS person_ids,
                array_agg(to_char(r.completed_on, 'YYYY-MM-DD') ORDER BY r.person_id) AS completed_on
           FROM credit_records r JOIN courses c ON c.id = r.course_id
          WHERE r.credit_rule = 'legacy' AND r.superseded_at IS NULL AND r.class_id IS NOT NULL
          GROUP BY r.class_id, c.kind ORDER BY r.class_id`,
      );
      let count = 0;
      for (const legacy of rows) {
        const changed =
          legacy.kind === 'independent_study' || legacy.kind === 'vended_content'
            ? await recomputeOffering(tx, legacy, now)
            : await recomputeClass(tx, legacy, now);
        count += changed;
        await revokeStaleCertificates(tx, legacy.class_id, now, legacy.person_ids);
      }
      return count;
    });
  }
  return written;
}

async function recomputeClass(tx: Tx, legacy: Legacy, now: Date): Promise<number> {
  const figures = await classTranscripts(tx, legacy.class_id);
  const earning = figures.learners.filter((l) => l.total > 0 && legacy.person_ids.includes(l.person_id));
  const lost = earning.length < legacy.person_ids.length;
  let changed: number[] = [];
  if (figures.scope && earning.length > 0) {
    const result = await recordClassCredits(tx, figures.scope, earning, {
      now,
      by: null,
      reason: 'recomputed',
      onlyPersonIds: earning.map((l) => l.person_id),
    });
    changed = result.written;
  }
  if (changed.length > 0 || lost) await tx.query('UPDATE classes SET needs_recertification = true WHERE id = $1', [legacy.class_id]);
  return changed.length;
}

async function recomputeOffering(tx: Tx, legacy: Legacy, now: Date): Promise<number> {
  const courseId = await courseOf(tx, legacy.class_id);
  if (courseId === null) return 0;
  // The offering's figures are its agenda's, whoever completed it: computed once, dated per learner.
  const { scope, figure } = await offeringCompletionFigures(tx, courseId, 0, '');
  if (figure.total <= 0) return 0;
  let count = 0;
  for (const [i, personId] of legacy.person_ids.entries()) {
    const dated = { ...scope, completedOn: legacy.completed_on[i] ?? '' };
    const result = await recordClassCredits(tx, dated, [{ ...figure, person_id: personId }], {
      now,
      by: null,
      reason: 'recomputed',
      onlyPersonIds: [personId],
    });
    count += result.written.length;
  }
  return count;
}

async function courseOf(tx: Tx, classId: number): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM courses WHERE class_id = $1', [classId]);
  return rows[0]?.id ?? null;
}
