import { AOA_OBJECT_TYPE, VERIFY_TYPE } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { touchClass } from '../../shared/class-access.ts';
import { markDay, ROSTER_ADD_METHOD, writeTranscripts } from '../classes/index.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import type { AoaRow } from './aoa-access.ts';
import { requestorRosterRow } from './aoa-roster.ts';

/**
 * What approving an affidavit does, whether at submit (a verified code) or by staff: the
 * declared attended days and their missed times go onto the learner's class roster, so the
 * class's credit rules apply to them as to anyone's; on a Certified class the learner's
 * transcript is rewritten as certification writes it, and the class is flagged for
 * re-certification with the LMS. The affidavit speaks for every day of the class: a day it
 * does not claim is recorded as not attended where the roster has nothing for it yet (so staff
 * need not record the absence before certifying), but recorded attendance is never taken away.
 */
export async function applyApproval(tx: Queryable, aoa: AoaRow, by: number, now: Date, comment: string | null): Promise<void> {
  const rosterId = await requestorRosterRow(tx, {
    classId: aoa.class_id,
    personId: aoa.requestor_id,
    addMethodId: aoa.verify_type_id === VERIFY_TYPE.code ? ROSTER_ADD_METHOD.attendanceCode : ROSTER_ADD_METHOD.byHand,
    by,
    now,
  });
  const { rows: days } = await tx.query<{ day: number }>(
    `SELECT a.day FROM affidavit_days a JOIN affidavits f ON f.id = a.affidavit_id
       JOIN class_days d ON d.class_id = f.class_id AND d.day = a.day
      WHERE a.affidavit_id = $1 AND a.attended ORDER BY a.day`,
    [aoa.id],
  );
  for (const { day } of days) await markDay(tx, rosterId, day, { attended: true, by, now });
  const attended = days.map((d) => d.day);
  await tx.query(
    `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
     SELECT $1, d.day, false, $3, $4 FROM class_days d
      WHERE d.class_id = $2 AND NOT (d.day = ANY($5::int[]))
     ON CONFLICT DO NOTHING`,
    [rosterId, aoa.class_id, by, now, attended],
  );
  // The declared missed time of an attended day replaces what the roster had for that day.
  await tx.query('DELETE FROM roster_missed_times WHERE roster_id = $1 AND day = ANY($2::int[])', [rosterId, attended]);
  await tx.query(
    `INSERT INTO roster_missed_times (roster_id, day, start_at, returned_at, created_by, created_at)
     SELECT $1, m.day, m.start_at, m.returned_at, $3, $4 FROM affidavit_missed_times m
      WHERE m.affidavit_id = $2 AND m.day = ANY($5::int[]) ORDER BY m.day, m.start_at`,
    [rosterId, aoa.id, by, now, attended],
  );
  await tx.query('UPDATE affidavits SET roster_id = $2 WHERE id = $1 AND roster_id IS DISTINCT FROM $2', [aoa.id, rosterId]);
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM classes WHERE id = $1 FOR UPDATE', [aoa.class_id]);
  if (rows[0]?.status === 'Certified') {
    await writeTranscripts(tx, aoa.class_id, now, { by, reason: 'affidavit', onlyPersonId: aoa.requestor_id });
    await tx.query('UPDATE classes SET needs_recertification = true WHERE id = $1', [aoa.class_id]);
  }
  await touchClass(tx, aoa.class_id, by, now);
  await recordWorkflow(tx, {
    objectType: AOA_OBJECT_TYPE,
    objectId: aoa.id,
    action: 'Approved',
    from: aoa.status,
    to: 'Approved',
    comment,
    personId: by,
    now,
  });
}
