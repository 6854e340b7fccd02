import { CLASS_MESSAGES, classActionBlocked, rosterOpen } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import type { Session } from '../../../platform/sessions/sessions.ts';
import { type ClassRow, requireClass } from '../../../shared/class-access.ts';

/**
 * Record-level checks shared by the roster, attendance, missed-time and code routes:
 * adding or removing learners needs the class's 'edit' ability, attendance and missed
 * time its 'markAttendance' ability (which an instructor of an Uncertified class has),
 * neither ever on a Voided class; both need a finalized course agenda. A
 * roster row is found through its class.
 */

/** The class, locked, when the caller may change what `ability` covers; 409 with the spec's message before the agenda is finalized. */
export async function requireRosterChange(
  tx: Queryable,
  classId: number,
  session: Session,
  ability: 'edit' | 'markAttendance' = 'edit',
): Promise<ClassRow> {
  const cls = await requireClass(tx, classId, session, ability);
  const blocked = classActionBlocked({ is_course_finalized: rosterOpen(cls.course_kind, cls.course_status) });
  if (blocked) throw conflict(blocked);
  return cls;
}

/** The class, locked, when the caller may take its attendance (attended days and missed time). */
export const requireAttendanceChange = (tx: Queryable, classId: number, session: Session) =>
  requireRosterChange(tx, classId, session, 'markAttendance');

export interface RosterRow {
  id: number;
  class_id: number;
  person_id: number;
}

/**
 * A live roster row (a removed learner's row takes no attendance). Another tenant's row
 * is invisible under row-level security, so it is a 404 like a missing one.
 */
export async function liveRosterRow(tx: Queryable, rosterId: number): Promise<RosterRow> {
  const { rows } = await tx.query<RosterRow>('SELECT id, class_id, person_id FROM class_roster WHERE id = $1 AND removed_at IS NULL', [
    rosterId,
  ]);
  const row = rows[0];
  if (!row) throw notFound(CLASS_MESSAGES.noClassRoster);
  return row;
}

export interface ClassDayTimes {
  day: number;
  date: string;
  start_time: string;
  end_time: string;
}

/** One class day's date and times, or null when the class has no such day. */
export async function classDayTimes(tx: Queryable, classId: number, day: number): Promise<ClassDayTimes | null> {
  const { rows } = await tx.query<ClassDayTimes>(
    `SELECT day, to_char(class_date, 'YYYY-MM-DD') AS date, start_time, end_time FROM class_days WHERE class_id = $1 AND day = $2`,
    [classId, day],
  );
  return rows[0] ?? null;
}

/** A 400 whose message is the rule's own text, for the screen to show as is, naming the field it is about. */
export const ruleError = (field: string, message: string) => new AppError(400, 'VALIDATION', message, { errors: [{ field, message }] });
