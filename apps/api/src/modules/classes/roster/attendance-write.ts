import type { Queryable } from '../../../db/types.ts';

/**
 * Attendance upserts (roster_attendance: one row per learner and class day). Each is one
 * statement, whatever the number of days or learners: marking a 2,000-learner, 3-day
 * class is one INSERT … SELECT, not 6,000 round trips.
 */

// A row already so is left alone: it keeps who set it and when, and writes no audit row.
const UPSERT = `ON CONFLICT (tenant_id, roster_id, day) DO UPDATE
  SET attended = excluded.attended, updated_by = excluded.updated_by, updated_at = excluded.updated_at
  WHERE roster_attendance.attended IS DISTINCT FROM excluded.attended`;

export interface Mark {
  attended: boolean;
  by: number;
  now: Date;
}

/** One learner, one class day (the caller has checked the day belongs to the class). */
export async function markDay(tx: Queryable, rosterId: number, day: number, mark: Mark): Promise<void> {
  await tx.query(`INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5) ${UPSERT}`, [
    rosterId,
    day,
    mark.attended,
    mark.by,
    mark.now,
  ]);
}

/** One learner, every day of their class. */
export async function markAllDays(tx: Queryable, rosterId: number, mark: Mark): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
     SELECT r.id, d.day, $2, $3, $4 FROM class_roster r JOIN class_days d ON d.class_id = r.class_id
      WHERE r.id = $1 ${UPSERT}`,
    [rosterId, mark.attended, mark.by, mark.now],
  );
  return rowCount;
}

/** Every live learner of the class, on one class day or (without `day`) every day; the number of learner days that changed. */
export async function markEveryone(tx: Queryable, classId: number, mark: Mark, day?: number): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
     SELECT r.id, d.day, $2, $3, $4 FROM class_roster r JOIN class_days d ON d.class_id = r.class_id
      WHERE r.class_id = $1 AND r.removed_at IS NULL AND ($5::int IS NULL OR d.day = $5::int) ${UPSERT}`,
    [classId, mark.attended, mark.by, mark.now, day ?? null],
  );
  return rowCount;
}
