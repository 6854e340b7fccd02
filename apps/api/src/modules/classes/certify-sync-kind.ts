import type { Queryable } from '../../db/types.ts';
import { LmsError } from '../lms/connector.ts';
import type { SyncKind } from '../lms/sync-job.ts';
import type { SyncRequestRow } from '../lms/sync-requests.ts';
import { recordWorkflow } from '../workflow/history.ts';
import { CLASS_OBJECT_TYPE } from './class-access.ts';
import { writeTranscripts } from './transcripts.ts';

export const CLASS_CERTIFY_ACTION = 'class-certify';

async function classOf(tx: Queryable, request: SyncRequestRow) {
  const { rows } = await tx.query<{ id: number; status: string; lms_id: string | null }>(
    'SELECT id, status, lms_id FROM classes WHERE id = $1 FOR UPDATE',
    [request.learning_object_id],
  );
  const cls = rows[0];
  if (!cls) throw new LmsError('The class no longer exists.');
  if (cls.status === 'Voided') throw new LmsError('A voided class cannot be certified.');
  return cls;
}

/** Each learner's id in the LMS: the primary id value, else the primary e-mail. */
async function externalIds(tx: Queryable, personIds: number[]): Promise<Map<number, string>> {
  const { rows } = await tx.query<{ person_id: number; external_id: string | null }>(
    `SELECT p.id AS person_id,
            coalesce((SELECT i.value FROM person_ids i WHERE i.person_id = p.id ORDER BY i.is_primary DESC, i.id LIMIT 1),
                     (SELECT e.email_address FROM person_emails e WHERE e.person_id = p.id ORDER BY e.is_primary DESC, e.id LIMIT 1)) AS external_id
       FROM persons p WHERE p.id = ANY($1::int[])`,
    [personIds],
  );
  return new Map(rows.filter((r) => r.external_id).map((r) => [r.person_id, r.external_id as string]));
}

/**
 * Certification (PUT /class/certify/{id}) in the background: writes every attended
 * learner's transcript (a Re-Certify replaces it), then pushes the completions to the
 * LMS class. A class without an LMS id, or with nobody who attended, has nothing to push:
 * it is certified locally, without a ticket. Only when the LMS has processed every
 * completion does the class become Certified; if the LMS refuses, the transaction
 * rolls back and the class stays as it was.
 */
export const classCertifyKind: SyncKind = {
  async submit(tx, request, lms) {
    const cls = await classOf(tx, request);
    const { learners, completedOn } = await writeTranscripts(tx, cls.id, new Date());
    if (!cls.lms_id || !completedOn || learners.length === 0) return null;
    const ids = await externalIds(
      tx,
      learners.map((l) => l.person_id),
    );
    const completions = learners.flatMap((l) => {
      const personExternalId = ids.get(l.person_id);
      return personExternalId ? [{ personExternalId, credits: l.credits, completedOn }] : [];
    });
    if (completions.length === 0) return null;
    const ticket = await lms.submitCompletions(cls.lms_id, completions);
    return ticket.ticketId;
  },
  async onSuccess(tx, request) {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM classes WHERE id = $1 FOR UPDATE', [
      request.learning_object_id,
    ]);
    const from = rows[0]?.status ?? null;
    if (from === null || from === 'Voided' || request.created_by === null) return;
    const now = new Date();
    await tx.query("UPDATE classes SET status = 'Certified', certified_at = $2, certified_by = $3, updated_at = $2 WHERE id = $1", [
      request.learning_object_id,
      now,
      request.created_by,
    ]);
    await recordWorkflow(tx, {
      objectType: CLASS_OBJECT_TYPE,
      objectId: request.learning_object_id,
      action: 'Certified',
      from,
      to: 'Certified',
      personId: request.created_by,
      now,
    });
  },
};
