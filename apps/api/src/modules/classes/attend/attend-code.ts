import { type CodePurpose, type CodeVerification, formatClassLocal, verifyAttendanceCode } from '@cpe/contract';
import { ymdSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { notFound } from '../../../platform/errors.ts';
import { type CodeRow, classCodes } from '../codes/codes-source.ts';
import { markDay } from '../roster/attendance-write.ts';
import { addLearner, ROSTER_ADD_METHOD } from '../roster/participant.ts';

/**
 * The one check of an attendance code a learner enters, shared by the
 * learner's own code entry (POST /class/attend-code) and the affidavit flow (AOA,
 * purpose 'affidavit', which checks aoa_expiration_date instead).
 */

export interface AttendRequest {
  classId: number;
  attendCode: string;
  personId: number;
  isExternal?: boolean;
  now: Date;
  purpose: CodePurpose;
}

export type AttendResult =
  | Exclude<CodeVerification<CodeRow>, { outcome: 'valid' }>
  | { outcome: 'valid'; message: string; rosterId: number; day: number | null; addedToRoster: boolean };

interface ClassDay {
  day: number;
  date: string;
}

/**
 * The day a code stands for: a daily code's own day. A whole-class code stands for the
 * class day that is today in the class timezone; on any other date (an affidavit after
 * the class, a code entered the evening before) for the first day the learner has not
 * yet attended, else the last day. Null for a class without days.
 */
function attendedDayFor(code: CodeRow, days: readonly ClassDay[], attended: ReadonlySet<number>, today: string): number | null {
  if (code.day !== null) return code.day;
  const todays = days.find((d) => d.date === today);
  if (todays) return todays.day;
  return (days.find((d) => !attended.has(d.day)) ?? days.at(-1))?.day ?? null;
}

/** The learner's live roster row, adding them by attendance code (method 4) when they have none. */
async function rosterRowFor(tx: Queryable, req: AttendRequest): Promise<{ id: number; added: boolean }> {
  const find = () =>
    tx.query<{ id: number }>('SELECT id FROM class_roster WHERE class_id = $1 AND person_id = $2 AND removed_at IS NULL', [
      req.classId,
      req.personId,
    ]);
  const existing = (await find()).rows[0];
  if (existing) return { id: existing.id, added: false };
  const added = await addLearner(tx, {
    classId: req.classId,
    personId: req.personId,
    addMethodId: ROSTER_ADD_METHOD.attendanceCode,
    createdBy: req.personId,
    now: req.now,
    isExternal: req.isExternal,
  });
  // Null only when a concurrent request added them first: theirs is the row.
  const row = added ?? (await find()).rows[0];
  if (!row) throw notFound('Person not found');
  return { id: row.id, added: added !== null };
}

/**
 * Checks the code against the class's codes; when valid, puts the learner on the roster
 * if needed and marks them attended for the code's day. The class must exist in the
 * tenant and not be Voided (404 otherwise). A wrong or expired code changes nothing.
 */
export async function verifyAndAttend(tx: Queryable, req: AttendRequest): Promise<AttendResult> {
  const { rows: classes } = await tx.query<{ timezone: string }>("SELECT timezone FROM classes WHERE id = $1 AND status <> 'Voided'", [
    req.classId,
  ]);
  const cls = classes[0];
  if (!cls) throw notFound('Class not found');
  const verification = verifyAttendanceCode(req.attendCode, await classCodes(tx, req.classId), req.now, req.purpose);
  if (verification.outcome !== 'valid') return verification;
  const roster = await rosterRowFor(tx, req);
  const { rows: days } = await tx.query<ClassDay>(
    `SELECT day, ${ymdSql('class_date')} AS date FROM class_days WHERE class_id = $1 ORDER BY day`,
    [req.classId],
  );
  const { rows: attendedRows } = await tx.query<{ day: number }>('SELECT day FROM roster_attendance WHERE roster_id = $1 AND attended', [
    roster.id,
  ]);
  const today = formatClassLocal(req.now, cls.timezone).slice(0, 10);
  const day = attendedDayFor(verification.code, days, new Set(attendedRows.map((r) => r.day)), today);
  if (day !== null && days.some((d) => d.day === day))
    await markDay(tx, roster.id, day, { attended: true, by: req.personId, now: req.now });
  return { outcome: 'valid', message: verification.message, rosterId: roster.id, day, addedToRoster: roster.added };
}
