import type { auditInfoResponse } from '@cpe/contract';
import type { z } from 'zod';
import { inOrder, isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { type AttendanceMark, attendanceStatement, missedTimeStatement, rosterAddedStatement } from './roster-sentences.ts';

type AuditEntry = z.infer<typeof auditInfoResponse>[number];

/** Each list is cut at this many entries, as the rest of the trail is. */
const LIMIT = 1000;

/**
 * The audit rows of a class's roster: attendance and missed time by the roster ids of the
 * class, learners joining it by the class, each through its parent_id (audit_log_parent_idx of
 * migration 0044: a plain column, so the index works under the tenant policy).
 */
const ROSTER_ROWS = `roster AS (SELECT r.id::text AS rid, r.person_id FROM class_roster r WHERE r.class_id = $1),
  rows AS (SELECT a.id, a.occurred_at, a.person_id, a.proxy_person_id, a.entity, a.action,
                  coalesce(a.after, a.before) AS img, ro.person_id AS learner_id
             FROM audit_log a JOIN roster ro ON ro.rid = a.parent_id
            WHERE a.entity IN ('roster_attendance', 'roster_missed_times')
              AND a.parent_id = ANY (ARRAY(SELECT rid FROM roster)))`;

/** The people of a grouped row: who acted, on whose behalf, and the (first) learner. */
const PEOPLE = `${personNameSql('p')} AS person_name, ${personNameSql('pp')} AS proxy_person_name, ${personNameSql('l')} AS learner
   FROM grouped g LEFT JOIN persons p ON p.id = g.person_id LEFT JOIN persons pp ON pp.id = g.proxy_person_id
   LEFT JOIN persons l ON l.id = g.learner_id`;

interface Who {
  id: string;
  occurred_at: string;
  person_name: string | null;
  proxy_person_name: string | null;
  learner: string | null;
}

/**
 * One entry per press: the marks one statement wrote share who wrote them and the time the
 * handler stamped on every row (updated_at), so marking 2,000 learners is one group; a mark's
 * INSERT and UPDATE (a learner marked before) fall in the same group. Removed marks (a class
 * day taken away) are grouped by the second they went.
 */
const ATTENDANCE = `WITH ${ROSTER_ROWS},
  grouped AS (
    SELECT min(id) AS id, max(occurred_at) AS occurred_at, person_id, proxy_person_id,
           CASE WHEN action = 'DELETE' THEN 'cleared' WHEN (img ->> 'attended')::boolean THEN 'attended' ELSE 'absent' END AS mark,
           array_agg(DISTINCT (img ->> 'day')::int) AS days, count(DISTINCT learner_id)::int AS learners,
           count(*)::int AS learner_days, min(learner_id) AS learner_id
      FROM rows WHERE entity = 'roster_attendance'
     GROUP BY person_id, proxy_person_id, 5,
              CASE WHEN action = 'DELETE' THEN date_trunc('second', occurred_at)::text ELSE img ->> 'updated_at' END
     ORDER BY 2 DESC, 1 DESC LIMIT ${LIMIT})
  SELECT g.id::text AS id, ${isoSql('g.occurred_at')} AS occurred_at, g.mark, g.days, g.learners, g.learner_days, ${PEOPLE}
   ORDER BY g.occurred_at DESC, g.id DESC`;

const MISSED = `WITH ${ROSTER_ROWS},
  grouped AS (SELECT id, occurred_at, person_id, proxy_person_id, action, img, learner_id FROM rows
               WHERE entity = 'roster_missed_times' ORDER BY occurred_at DESC, id DESC LIMIT ${LIMIT})
  SELECT g.id::text AS id, ${isoSql('g.occurred_at')} AS occurred_at, g.action, (g.img ->> 'day')::int AS day,
         g.img ->> 'start_at' AS start_at, g.img ->> 'returned_at' AS returned_at, ${PEOPLE}
   ORDER BY g.occurred_at DESC, g.id DESC`;

/** Learners who joined the roster in one statement (one import, one LMS read) share who and created_at. */
const JOINED = `WITH grouped AS (
    SELECT min(a.id) AS id, max(a.occurred_at) AS occurred_at, a.person_id, a.proxy_person_id, count(*)::int AS learners,
           min((a.after ->> 'person_id')::int) AS learner_id
      FROM audit_log a
     WHERE a.entity = 'class_roster' AND a.parent_id = $1::text AND a.action = 'INSERT'
     GROUP BY a.person_id, a.proxy_person_id, a.after ->> 'created_at'
     ORDER BY 2 DESC, 1 DESC LIMIT ${LIMIT})
  SELECT g.id::text AS id, ${isoSql('g.occurred_at')} AS occurred_at, g.learners, ${PEOPLE}
   ORDER BY g.occurred_at DESC, g.id DESC`;

const entry = (w: Who, entity: string, action: string, record: string, statement: string): AuditEntry => ({
  id: w.id,
  occurred_at: w.occurred_at,
  person_name: w.person_name,
  proxy_person_name: w.proxy_person_name,
  entity,
  entity_id: null,
  action,
  record,
  is_offering: false,
  changes: [],
  statement,
});

/** The roster's events of a class's trail, each in words, newest first within each kind. */
export async function rosterAudit(tx: Queryable, classId: number): Promise<AuditEntry[]> {
  const [marks, missed, joined] = await inOrder(
    () => tx.query<Who & { mark: AttendanceMark; days: number[]; learners: number; learner_days: number }>(ATTENDANCE, [classId]),
    () => tx.query<Who & { action: string; day: number; start_at: string; returned_at: string }>(MISSED, [classId]),
    () => tx.query<Who & { learners: number }>(JOINED, [classId]),
  );
  const learnerOf = (w: Who) => w.learner ?? 'a learner';
  return [
    ...marks.rows.map((m) => {
      const days = [...m.days].map(Number).sort((a, b) => a - b);
      const statement = attendanceStatement({
        mark: m.mark,
        learners: m.learners,
        learner: learnerOf(m),
        days,
        learnerDays: m.learner_days,
      });
      const whose = m.learners === 1 ? learnerOf(m) : `${m.learners} learners`;
      return entry(m, 'roster_attendance', m.mark === 'cleared' ? 'DELETE' : 'UPDATE', `the attendance of ${whose}`, statement);
    }),
    ...missed.rows.map((m) =>
      entry(
        m,
        'roster_missed_times',
        m.action,
        `the missed time of ${learnerOf(m)} on day ${m.day}`,
        missedTimeStatement(m.action, { day: m.day, start: m.start_at, end: m.returned_at, learner: learnerOf(m) }),
      ),
    ),
    ...joined.rows.map((j) =>
      entry(
        j,
        'class_roster',
        'INSERT',
        j.learners === 1 ? `the learner ${learnerOf(j)}` : 'the roster',
        rosterAddedStatement(j.learners, learnerOf(j)),
      ),
    ),
  ];
}

/** The statements, for the plan test (class-audit-attendance.test.ts): each takes the class id as $1. */
export const ROSTER_AUDIT_STATEMENTS = { attendance: ATTENDANCE, missed: MISSED, joined: JOINED } as const;
