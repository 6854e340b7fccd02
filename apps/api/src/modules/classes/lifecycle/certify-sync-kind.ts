import type { Queryable } from '../../../db/types.ts';
import { CLASS_OBJECT_TYPE } from '../../../shared/class-access.ts';
import { figureKey } from '../../credit-records/index.ts';
import { recordWorkflow } from '../../learning-objects/index.ts';
import type { LmsCompletion, SyncDoneContext, SyncKind, SyncRequestRow } from '../../lms/index.ts';
import { CLASS_STATE_PART, keepClassLmsIds, lockSyncClass, pushWhatTheLmsLacks, sendClassState } from '../sync/class-lms-push.ts';
import { lmsLearnerIds } from '../sync/class-lms-roster.ts';
import { notifyCertifiedLearners } from './certified-notices.ts';
import { type ClassTranscripts, classTranscripts, writeTranscripts } from './transcripts.ts';

export const CLASS_CERTIFY_ACTION = 'class-certify';
/** The part of a certification that sends the learners' completions (lms_sync_requests.step). */
export const COMPLETIONS_PART = 'completions';

/** The names of fields of study by id (the LMS takes a completion's split by field's name). */
async function fieldNames(tx: Queryable, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await tx.query<{ id: number; name: string }>('SELECT id, name FROM fields_of_study WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every learner's figures as one comparable text (jsonb keeps no key order, so not JSON text). */
function figuresKey(t: ClassTranscripts): string {
  const date = t.scope?.completedOn ?? '';
  const method = t.scope?.deliveryMethodId ?? null;
  return t.learners
    .map((l) => `${l.person_id}=${figureKey({ ...l, completed_on: date, delivery_method_id: method })}`)
    .sort()
    .join(';');
}

/**
 * The figures this certification sent the LMS (kept on the request when the completions part
 * was prepared), so that the credit records are what the LMS holds; null when nothing was sent.
 */
async function sentFigures(tx: Queryable, requestId: number): Promise<ClassTranscripts | null> {
  const { rows } = await tx.query<{ credit_payload: ClassTranscripts | null }>(
    'SELECT credit_payload FROM lms_sync_requests WHERE id = $1',
    [requestId],
  );
  return rows[0]?.credit_payload ?? null;
}

/** Records the credits and makes the class Certified, with its workflow entry; tells the learners whose credits are new or changed. */
async function certify(tx: Queryable, request: SyncRequestRow, ctx: SyncDoneContext): Promise<void> {
  const now = new Date();
  const classId = request.learning_object_id;
  const { rows } = await tx.query<{ status: string; class_title: string }>(
    'SELECT status, class_title FROM classes WHERE id = $1 FOR UPDATE',
    [classId],
  );
  const from = rows[0]?.status ?? null;
  if (from === null || from === 'Voided' || request.created_by === null) return;
  const sent = await sentFigures(tx, request.request_id);
  const recorded = await writeTranscripts(tx, classId, now, { by: request.created_by, figures: sent ?? undefined });
  // Attendance changed while the LMS took the completions: the records are what the LMS holds, and the class says it needs a Re-Certify.
  if (sent && figuresKey(await classTranscripts(tx, classId)) !== figuresKey(sent)) {
    await tx.query('UPDATE classes SET needs_recertification = true WHERE id = $1', [classId]);
  }
  const cls = { id: classId, title: rows[0]?.class_title ?? '' };
  const told = new Set(recorded.written);
  await notifyCertifiedLearners(
    tx,
    ctx,
    cls,
    recorded.learners.filter((l) => told.has(l.person_id)),
  );
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
}

/**
 * Certification (PUT /class/certify/{id}) in the background. With an LMS: what the LMS lacks
 * is sent first (the course, the class: a class made from scratch gets created there), then
 * every attended learner's completion. Once the LMS has processed them all, the transcripts
 * are written and the class becomes Certified, in one transaction; if the LMS refuses any,
 * the request fails and the class stays as it was. Without an LMS, or with nobody who
 * attended, there is nothing to send and the class is certified at once.
 */
export const classCertifyKind: SyncKind = {
  async next(tx, request, lms, key) {
    const cls = await lockSyncClass(tx, request.learning_object_id);
    if (!lms || request.step === CLASS_STATE_PART) return null;
    // The completions are in: the LMS's class becomes Certified, with its roster.
    if (request.step === COMPLETIONS_PART) return sendClassState(tx, cls, lms, key, 'Certified');
    const pushed = await pushWhatTheLmsLacks(tx, cls, request.step, lms, key);
    if (pushed) return pushed;
    // The figures are computed once: the LMS is sent them, and onDone records these very ones.
    const figures = await classTranscripts(tx, cls.id);
    const { learners, completedOn } = figures;
    await tx.query('UPDATE lms_sync_requests SET credit_payload = $2 WHERE id = $1', [request.request_id, JSON.stringify(figures)]);
    const ids = await lmsLearnerIds(
      tx,
      learners.map((l) => l.person_id),
    );
    const names = await fieldNames(tx, [...new Set(learners.flatMap((l) => l.fields.map((f) => f.field_of_study_id)))]);
    // Each completion carries the very total and split by field of study its credit record keeps (ADR 0051).
    const completions: LmsCompletion[] = learners.flatMap((l) => {
      const personExternalId = ids.get(l.person_id);
      if (!personExternalId || !completedOn) return [];
      const fields = l.fields.map((f) => ({
        fieldOfStudy: names.get(f.field_of_study_id) ?? String(f.field_of_study_id),
        credits: f.credits,
      }));
      return [{ personExternalId, credits: l.total, completedOn, fields, ...(l.minutes === null ? {} : { minutes: l.minutes }) }];
    });
    if (completions.length === 0) return cls.lms_id && cls.course_lms_id ? sendClassState(tx, cls, lms, key, 'Certified') : null;
    const classLmsId = cls.lms_id as string;
    return { part: COMPLETIONS_PART, send: () => lms.submitCompletions(classLmsId, completions, key(COMPLETIONS_PART)) };
  },
  onProcessed: keepClassLmsIds,
  onDone: certify,
};
