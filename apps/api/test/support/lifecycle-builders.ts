import { classDayInstants } from '@cpe/contract';
import type { TestServer } from './test-server.ts';

/**
 * Classes made directly in the database (as the schema owner), so the lifecycle tests
 * do not depend on the class-creation route: a class of a Finalized demo course with
 * its days, roster, attendance, missed time, instructors and coordinator contacts.
 */

export interface LearnerSpec {
  username: string;
  /** Day numbers attended; the other days are recorded as not attended unless listed in `unrecorded`. */
  attended?: number[];
  unrecorded?: number[];
  missed?: { day: number; startAt: string; returnedAt: string }[];
}

export interface ClassSpec {
  tenant?: string;
  title?: string;
  courseTitle?: string;
  status?: 'Uncertified' | 'Certified' | 'Voided';
  lmsId?: string | null;
  timezone?: string;
  days?: { date: string; start_time: string; end_time: string }[];
  learners?: LearnerSpec[];
  instructors?: string[];
  coordinators?: string[];
  /** Dedicated Attendance Monitors (100:1): a Group Live class needs one per 100 learners. */
  dedicatedMonitors?: string[];
}

/** Roles 20 and 22 of the seed: 'Class Coordinator', 'Dedicated Attendance Monitor (100:1)'. */
const CLASS_COORDINATOR_ROLE = 20;
const DEDICATED_MONITOR_ROLE = 22;

export async function createClassDirect(
  server: Pick<TestServer, 'db'>,
  spec: ClassSpec = {},
): Promise<{ classId: number; rosterIds: Record<string, number> }> {
  const tenant = spec.tenant ?? 'demo';
  const days = spec.days ?? [{ date: '2026-10-05', start_time: '13:00', end_time: '16:30' }];
  return server.db.asOwner(async (tx) => {
    const t = (await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [tenant])).rows[0]?.id;
    const person = async (username: string) => {
      const { rows } = await tx.query<{ id: number; person_type: string }>(
        'SELECT id, person_type FROM persons WHERE tenant_id = $1 AND username = $2',
        [t, username],
      );
      if (!rows[0]) throw new Error(`no person ${username} in ${tenant}`);
      return rows[0];
    };
    const admin = await person('admin');
    const course = await tx.query<{ id: number }>('SELECT id FROM courses WHERE tenant_id = $1 AND title = $2', [
      t,
      spec.courseTitle ?? 'Partner Leadership Training Hours',
    ]);
    const now = new Date();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO classes (tenant_id, course_id, class_title, status, timezone, lms_id, created_by, created_at, updated_at, start_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id`,
      [
        t,
        course.rows[0]?.id,
        spec.title ?? 'Lifecycle class',
        spec.status ?? 'Uncertified',
        spec.timezone ?? 'America/New_York',
        spec.lmsId ?? null,
        admin.id,
        now,
        days[0]?.date,
      ],
    );
    const classId = (rows[0] as { id: number }).id;
    for (const [i, d] of days.entries()) {
      const at = classDayInstants(d, spec.timezone ?? 'America/New_York');
      await tx.query(
        `INSERT INTO class_days (tenant_id, class_id, day, class_date, start_time, end_time, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [t, classId, i + 1, d.date, d.start_time, d.end_time, at?.starts_at, at?.ends_at],
      );
    }
    const rosterIds: Record<string, number> = {};
    for (const learner of spec.learners ?? []) {
      const p = await person(learner.username);
      const r = await tx.query<{ id: number }>(
        `INSERT INTO class_roster (tenant_id, class_id, person_id, is_external_learner, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [t, classId, p.id, p.person_type === 'external', admin.id, now],
      );
      const rosterId = (r.rows[0] as { id: number }).id;
      rosterIds[learner.username] = rosterId;
      for (let day = 1; day <= days.length; day++) {
        if (learner.unrecorded?.includes(day)) continue;
        await tx.query(
          'INSERT INTO roster_attendance (tenant_id, roster_id, day, attended, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [t, rosterId, day, (learner.attended ?? []).includes(day), admin.id, now],
        );
      }
      for (const m of learner.missed ?? []) {
        await tx.query(
          'INSERT INTO roster_missed_times (tenant_id, roster_id, day, start_at, returned_at, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [t, rosterId, m.day, m.startAt, m.returnedAt, admin.id, now],
        );
      }
    }
    for (const username of spec.instructors ?? []) {
      await tx.query('INSERT INTO class_instructors (tenant_id, class_id, person_id) VALUES ($1, $2, $3)', [
        t,
        classId,
        (await person(username)).id,
      ]);
    }
    const contacts = [
      ...(spec.coordinators ?? []).map((username) => [username, CLASS_COORDINATOR_ROLE] as const),
      ...(spec.dedicatedMonitors ?? []).map((username) => [username, DEDICATED_MONITOR_ROLE] as const),
    ];
    for (const [username, roleId] of contacts) {
      await tx.query('INSERT INTO class_contacts (tenant_id, class_id, person_id, role_id) VALUES ($1, $2, $3, $4)', [
        t,
        classId,
        (await person(username)).id,
        roleId,
      ]);
    }
    return { classId, rosterIds };
  });
}

/** A class that passes the certification checklist: two learners who attended, an instructor, a coordinator and a dedicated monitor. */
export function certifiableClass(overrides: ClassSpec = {}): ClassSpec {
  return {
    learners: [
      { username: 'learner', attended: [1] },
      { username: 'external.learner', attended: [1], missed: [{ day: 1, startAt: '13:00', returnedAt: '13:30' }] },
    ],
    instructors: ['instructor'],
    coordinators: ['coordinator'],
    dedicatedMonitors: ['admin'],
    ...overrides,
  };
}
