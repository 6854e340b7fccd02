import type { Queryable } from '../../../db/types.ts';
import { COURSE_PART, keepCourseLmsId, pushCourse } from '../../courses/index.ts';
import type { SyncKind } from '../../lms/index.ts';
import { type LmsClass, LmsError, requireLms } from '../../lms/index.ts';

/** lms_sync_requests.action of a local learning sent to Cornerstone (ADR 0024). */
export const CSOD_LOCAL_LEARNING_ACTION = 'csod-local-learning';

/** The part of the request that sends the class session (lms_sync_requests.step). */
export const SESSION_PART = 'session';

export interface CsodLocalLearningRow {
  id: number;
  kind: string;
  lms_id: string | null;
  class_id: number | null;
  class_title: string | null;
  class_status: string | null;
  timezone: string | null;
  class_lms_id: string | null;
  /** 'YYYY-MM-DDTHH:mm:00', wall clock in the class timezone; null without class days. */
  first_day: string | null;
  last_day: string | null;
}

/** The local learning and its delivery class with what Cornerstone is sent, locked for the transaction. */
export async function lockCsodLocalLearning(tx: Queryable, id: number): Promise<CsodLocalLearningRow | null> {
  const { rows } = await tx.query<CsodLocalLearningRow>(
    `SELECT c.id, c.kind, c.lms_id, c.class_id, k.class_title, k.status AS class_status, k.timezone, k.lms_id AS class_lms_id,
            (SELECT to_char(d.class_date, 'YYYY-MM-DD') || 'T' || d.start_time || ':00' FROM class_days d WHERE d.class_id = k.id ORDER BY d.day LIMIT 1) AS first_day,
            (SELECT to_char(d.class_date, 'YYYY-MM-DD') || 'T' || d.end_time || ':00' FROM class_days d WHERE d.class_id = k.id ORDER BY d.day DESC LIMIT 1) AS last_day
       FROM courses c LEFT JOIN classes k ON k.id = c.class_id
      WHERE c.id = $1 FOR UPDATE OF c`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Sends a local learning to Cornerstone in three turns: its course (an ILT event: created the
 * first time, updated on every later submission, so a resubmission never duplicates it), then
 * its delivery class as the event's session (likewise), then reads the session back and keeps
 * its status as the 'LMS Class Status'. Each part's ticket is followed to the end by the job,
 * and its Idempotency-Key makes a resumed run reuse the ticket rather than send again.
 */
export const csodLocalLearningKind: SyncKind = {
  async next(tx, request, lms, key) {
    const csod = requireLms(lms);
    const ll = await lockCsodLocalLearning(tx, request.learning_object_id);
    if (ll?.kind !== 'local_learning' || ll.class_id === null) throw new LmsError('The local learning no longer exists.');
    if (request.step === null) return pushCourse(tx, ll.id, csod, key(COURSE_PART));
    if (request.step === COURSE_PART) {
      if (!ll.lms_id) throw new LmsError('Cornerstone did not give the local learning an id.');
      if (!ll.first_day || !ll.last_day) throw new LmsError('The local learning has no class days to send.');
      const session: LmsClass = {
        classId: ll.class_id,
        courseLmsId: ll.lms_id,
        title: ll.class_title ?? '',
        startDate: ll.first_day,
        endDate: ll.last_day,
        timezone: ll.timezone ?? 'America/New_York',
        lmsId: ll.class_lms_id,
        status: ll.class_status ?? 'Uncertified',
      };
      return { part: SESSION_PART, send: () => csod.submitClass(session, key(SESSION_PART)) };
    }
    if (!ll.class_lms_id) throw new LmsError('Cornerstone did not give the session an id.');
    const sessionId = ll.class_lms_id;
    const classId = ll.class_id;
    return {
      async read() {
        const session = await csod.fetchClass(sessionId);
        if (!session) throw new LmsError(`Session ${sessionId} was not found in Cornerstone.`);
        return async (apply) => {
          await apply.query('UPDATE classes SET lms_status = $2 WHERE id = $1', [classId, session.status]);
        };
      },
    };
  },
  async onProcessed(tx, request, status) {
    if (request.step === COURSE_PART) {
      await keepCourseLmsId(tx, request.learning_object_id, status);
      return;
    }
    if (request.step !== SESSION_PART || !status.lmsId) return;
    const { rows } = await tx.query<{ class_id: number; holder: number | null }>(
      'SELECT c.class_id, (SELECT k.id FROM classes k WHERE k.lms_id = $2 AND k.id <> c.class_id) AS holder FROM courses c WHERE c.id = $1',
      [request.learning_object_id, status.lmsId],
    );
    const row = rows[0];
    if (!row) return;
    // classes.lms_id is unique per tenant: say which class holds it rather than fail on the index.
    if (row.holder !== null)
      throw new LmsError(`Cornerstone gave the session the id ${status.lmsId}, which class ${row.holder} already has.`);
    await tx.query('UPDATE classes SET lms_id = $2 WHERE id = $1', [row.class_id, status.lmsId]);
  },
};
