import type { CreditLimitationRule, CreditModule } from '@cpe/contract';
import { inOrder, personNameSql, ymdSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import type { ClassRow } from '../../../shared/class-access.ts';
import { loadActiveRules, loadJurisdictions } from '../../credit-limitations/index.ts';

/**
 * The reads behind GET /class/roster/{id}: three statements whatever the roster's size
 * (learners with their attendance and missed time, class days, the agenda's modules with
 * their allocations and the course's increment), then the firm's credit rules. A 2,000-learner roster is assembled in JS
 * (roster-assemble.ts), never with a query per learner.
 */

export interface LearnerRow {
  class_roster_id: number;
  person_id: number;
  name: string;
  email_address: string | null;
  is_external_learner: boolean;
  roster_add_method_id: number;
}
export interface AttendanceRow {
  roster_id: number;
  day: number;
  attended: boolean;
}
export interface MissedRow {
  id: number;
  roster_id: number;
  day: number;
  start_at: string;
  returned_at: string;
}
export interface DayRow {
  day: number;
  date: string;
  start_time: string;
  end_time: string;
}
/** A module of the agenda; a course without modules gives one row of nulls carrying the increment. */
export interface ModuleRow extends Omit<CreditModule, 'allocations'> {
  day: number | null;
  credit_increment: string | number;
  /** subject_short_name by field of study id, for the allocations of this module. */
  fields: { field_of_study_id: number; percent: number; subject_short_name: string }[];
}

export interface RosterData {
  learners: LearnerRow[];
  attendance: AttendanceRow[];
  missed: MissedRow[];
  days: DayRow[];
  modules: ModuleRow[];
  /** The firm's active credit limitation rules and, when a rule names a jurisdiction, the learners' licences (ADR 0037). */
  rules: CreditLimitationRule[];
  jurisdictions: Map<number, number[]>;
  /** The class's zone: its days' credit minutes are elapsed time there (ADR 0051). */
  timezone: string | null;
}

/**
 * The whole roster, or (with `rosterId`) one learner's row of it: what a write to that
 * learner's attendance answers with. The class days and modules are read either way.
 */
export async function readRosterData(
  tx: Queryable,
  cls: Pick<ClassRow, 'id' | 'course_id' | 'timezone'>,
  rosterId?: number,
): Promise<RosterData> {
  const scope = (alias: string) => `${alias}.class_id = $1${rosterId === undefined ? '' : ` AND ${alias}.id = $2`}`;
  const live = `${scope('r')} AND r.removed_at IS NULL`;
  const only = rosterId === undefined ? [] : [rosterId];
  const [found, days, modules] = await inOrder(
    // Each learner with their attended days and missed times aggregated in the row (grouped
    // once and hash-joined, not a subquery per learner): a 2,000-learner roster is 2,000 rows
    // to read, not 2,000 + 6,000 + its missed times (issue 17).
    () =>
      tx.query<LearnerRow & { attended: string | null; missed: Omit<MissedRow, 'roster_id'>[] | null }>(
        `SELECT r.id AS class_roster_id, r.person_id, ${personNameSql('p')} AS name, e.email_address,
                r.is_external_learner, r.roster_add_method_id, att.attended, mt.missed
           FROM class_roster r JOIN persons p ON p.id = r.person_id
           LEFT JOIN person_emails e ON e.person_id = r.person_id AND e.is_primary
           LEFT JOIN (SELECT a.roster_id, string_agg(a.day::text, ',') AS attended
                        FROM roster_attendance a JOIN class_roster ra ON ra.id = a.roster_id
                       WHERE ${scope('ra')} AND a.attended GROUP BY a.roster_id) att ON att.roster_id = r.id
           LEFT JOIN (SELECT m.roster_id, json_agg(json_build_object('id', m.id, 'day', m.day, 'start_at', m.start_at,
                                                                'returned_at', m.returned_at) ORDER BY m.start_at, m.id) AS missed
                        FROM roster_missed_times m JOIN class_roster rm ON rm.id = m.roster_id
                       WHERE ${scope('rm')} GROUP BY m.roster_id) mt ON mt.roster_id = r.id
          WHERE ${live}
          ORDER BY p.name_primary_last, p.name_primary_first, r.id`,
        [cls.id, ...only],
      ),
    () =>
      tx.query<DayRow>(
        `SELECT day, ${ymdSql('class_date')} AS date, start_time, end_time FROM class_days WHERE class_id = $1 ORDER BY day`,
        [cls.id],
      ),
    () =>
      tx.query<ModuleRow>(
        `SELECT m.day, m.start_time, m.end_time, m.is_credit_qualified, c.credit_increment,
                coalesce((SELECT json_agg(json_build_object('field_of_study_id', a.field_of_study_id, 'percent', a.percent,
                                                            'subject_short_name', f.subject_short_name) ORDER BY a.field_of_study_id)
                            FROM module_fields_of_study a JOIN fields_of_study f ON f.id = a.field_of_study_id
                           WHERE a.module_id = m.id), '[]') AS fields
           FROM courses c LEFT JOIN agenda_modules m ON m.course_id = c.id
          WHERE c.id = $1
          ORDER BY m.day, m.day_index`,
        [cls.course_id],
      ),
  );
  // Once per roster read, not per learner.
  const rules = await loadActiveRules(tx);
  const learners: LearnerRow[] = [];
  const attendance: AttendanceRow[] = [];
  const missed: MissedRow[] = [];
  for (const { attended, missed: times, ...learner } of found.rows) {
    learners.push(learner);
    const roster_id = learner.class_roster_id;
    if (attended) for (const day of attended.split(',')) attendance.push({ roster_id, day: Number(day), attended: true });
    for (const m of times ?? []) missed.push({ ...m, roster_id });
  }
  const jurisdictions = await loadJurisdictions(
    tx,
    rules,
    learners.map((l) => l.person_id),
  );
  return {
    learners,
    attendance,
    missed,
    days: days.rows,
    modules: modules.rows,
    rules,
    jurisdictions,
    timezone: cls.timezone,
  };
}
