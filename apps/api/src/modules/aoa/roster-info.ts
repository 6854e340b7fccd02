import { CLASS_MESSAGES, decidesAffidavits, endpoints } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { assembleRoster, classRow, readRosterData } from '../classes/index.ts';
import { aoaAccess, loadAoa } from './aoa-access.ts';

/** The affidavit whose declarations to show: the one named, else the caller's newest open one linked to the row. */
async function affidavitOfRoster(tx: Queryable, rosterId: number, requestId: number | undefined, session: Session) {
  if (requestId !== undefined) {
    const aoa = await loadAoa(tx, requestId, session);
    if (aoa.roster_id !== rosterId) throw notFound(CLASS_MESSAGES.noClassRoster);
    return aoa;
  }
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM affidavits WHERE roster_id = $1 AND (requestor_id = $2 OR $3)
      ORDER BY (status IN ('Draft', 'Submitted')) DESC, id DESC LIMIT 1`,
    [rosterId, session.personId, decidesAffidavits(session.permissions)],
  );
  if (!rows[0]) throw notFound(CLASS_MESSAGES.noClassRoster);
  return loadAoa(tx, rows[0].id, session);
}

/** The live credit record's fields of the learner's completion of the class, as a roster entry lists credits; null without one. */
async function recordedCredits(tx: Queryable, classId: number, personId: number) {
  const { rows } = await tx.query<{ credits: string | number; subject_short_name: string }>(
    `SELECT rf.credits, f.subject_short_name
       FROM credit_records r
       JOIN credit_record_fields rf ON rf.tenant_id = r.tenant_id AND rf.record_id = r.id
       JOIN fields_of_study f ON f.id = rf.field_of_study_id
      WHERE r.class_id = $1 AND r.person_id = $2 AND r.superseded_at IS NULL
      ORDER BY rf.field_of_study_id`,
    [classId, personId],
  );
  return rows.length === 0
    ? null
    : rows.map((r) => ({ credits: Number(r.credits), subject_area: { subject_short_name: r.subject_short_name } }));
}

/**
 * POST /aoa/roster-info: the requestor's roster entry as the affidavit declares it (its
 * Roster entry: days keyed by date with attendedDay and missedTimes, credits by field of
 * study), with the class days and times. The class's reads and credit assembly are the roster
 * screen's own (readRosterData, assembleRoster): only the attendance and missed time are the
 * affidavit's, so the credits shown follow the class's rules as they will once approved.
 */
export const getAoaRosterInfo = defineRoute(endpoints.getAoaRosterInfo, {
  summary: 'The requestor’s roster entry from the affidavit’s declared attendance, with credits by the class rules',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ body, tx, me }) {
    const aoa = await affidavitOfRoster(tx, body.rosterId, body.requestId, me());
    const cls = await classRow(tx, aoa.class_id);
    const data = await readRosterData(tx, cls, body.rosterId);
    if (data.learners.length === 0) throw notFound(CLASS_MESSAGES.noClassRoster);
    const { rows: declared } = await tx.query<{ day: number; attended: boolean }>(
      'SELECT day, attended FROM affidavit_days WHERE affidavit_id = $1',
      [aoa.id],
    );
    const { rows: missed } = await tx.query<{ id: number; day: number; start_at: string; returned_at: string }>(
      'SELECT id, day, start_at, returned_at FROM affidavit_missed_times WHERE affidavit_id = $1 ORDER BY day, start_at, id',
      [aoa.id],
    );
    const answer = assembleRoster(
      {
        ...data,
        attendance: declared.map((d) => ({ roster_id: body.rosterId, day: d.day, attended: d.attended })),
        missed: missed.map((m) => ({ ...m, roster_id: body.rosterId })),
      },
      cls.delivery_method_id ?? cls.course_delivery_method_id,
    );
    const roster = answer.roster[0];
    if (!roster) throw notFound(CLASS_MESSAGES.noClassRoster);
    // Once approved, the affidavit's credits are the learner's credit record of the class (ADR 0051), not a projection.
    const recorded = aoa.status === 'Approved' ? await recordedCredits(tx, aoa.class_id, aoa.requestor_id) : null;
    return {
      roster: recorded ? { ...roster, credits: recorded } : roster,
      days: answer.days,
      dayTimes: answer.dayTimes,
      limitationReasons: answer.limitationReasonsObj[String(body.rosterId)] ?? [],
    };
  },
});
