import { isKnownTimeZone } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import type { LmsClassDetails } from '../../lms/index.ts';
import { changeClassTimezone, saveClassDays } from '../days/class-days-write.ts';

/** Roster add method 3: added from the LMS (migration 0007). */
export const ROSTER_ADD_FROM_LMS = 3;
const MAX_DAYS = 60;

interface DayRow {
  day: number;
  date: string;
  start_time: string;
  end_time: string;
}

/** The LMS's start and end ('YYYY-MM-DDTHH:mm…', wall clock in the class timezone) as class days with the same times each day. */
export function lmsClassDays(startDate: string, endDate: string): DayRow[] | null {
  const re = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;
  const start = re.exec(startDate);
  const end = re.exec(endDate);
  if (!start?.[1] || !start[2] || !end?.[1] || !end[2] || end[2] <= start[2] || end[1] < start[1]) return null;
  const days: DayRow[] = [];
  for (let t = Date.parse(`${start[1]}T00:00:00Z`); t <= Date.parse(`${end[1]}T00:00:00Z`) && days.length < MAX_DAYS; t += 86_400_000) {
    days.push({ day: days.length + 1, date: new Date(t).toISOString().slice(0, 10), start_time: start[2], end_time: end[2] });
  }
  return days;
}

/** Whether our days begin and end where the LMS's class does: then ours, which may differ day by day, are kept. */
const sameSpan = (ours: DayRow[], startDate: string, endDate: string) => {
  const first = ours[0];
  const last = ours.at(-1);
  return (
    !!first && !!last && startDate.startsWith(`${first.date}T${first.start_time}`) && endDate.startsWith(`${last.date}T${last.end_time}`)
  );
};

/**
 * Applies what the LMS holds to the class: its title, its timezone, its days when the LMS's
 * start or end differs from the class's (the LMS knows only those), and the learners of the LMS roster who are persons of this firm (matched by
 * e-mail, internal or external) and not yet on the roster. Learners the LMS does not
 * know stay: the roster here is the record of attendance.
 */
export async function applyLmsClass(tx: Queryable, classId: number, details: LmsClassDetails, personId: number | null, now: Date) {
  const title = details.title.trim().slice(0, 300);
  if (title) await tx.query('UPDATE classes SET class_title = $2 WHERE id = $1 AND class_title <> $2', [classId, title]);
  const { rows: zone } = await tx.query<{ timezone: string }>('SELECT timezone FROM classes WHERE id = $1', [classId]);
  let timeZone = zone[0]?.timezone ?? 'UTC';
  if (details.timezone.trim() && isKnownTimeZone(details.timezone.trim())) {
    await changeClassTimezone(tx, classId, timeZone, details.timezone.trim());
    timeZone = details.timezone.trim();
  }
  const days = lmsClassDays(details.startDate, details.endDate);
  if (days) {
    const { rows } = await tx.query<DayRow>(
      "SELECT day, to_char(class_date, 'YYYY-MM-DD') AS date, start_time, end_time FROM class_days WHERE class_id = $1 ORDER BY day",
      [classId],
    );
    if (!sameSpan(rows, details.startDate, details.endDate)) await saveClassDays(tx, classId, days, timeZone);
  }
  const emails = [...new Set(details.roster.map((l) => l.email.trim().toLowerCase()).filter(Boolean))];
  const added = await tx.query(
    `INSERT INTO class_roster (class_id, person_id, is_external_learner, roster_add_method_id, created_by, created_at)
     SELECT DISTINCT ON (p.id) $1, p.id, p.person_type = 'external', $3, $4, $5
       FROM person_emails e JOIN persons p ON p.id = e.person_id
      WHERE lower(e.email_address) = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM class_roster r WHERE r.class_id = $1 AND r.person_id = p.id AND r.removed_at IS NULL)
      ORDER BY p.id
     RETURNING person_id`,
    [classId, emails, ROSTER_ADD_FROM_LMS, personId, now],
  );
  await tx.query('UPDATE classes SET updated_at = $2, updated_by = coalesce($3, updated_by) WHERE id = $1', [classId, now, personId]);
  return { added: added.rows.length };
}
