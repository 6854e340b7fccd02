import { randomInt } from 'node:crypto';
import { ATTENDANCE_CODE_ALPHABET, ATTENDANCE_CODE_LENGTH, classDayInstants } from '@cpe/contract';
import type { Tx } from '../../../src/db/types.ts';
import { PRODUCT_CODE_SOURCE } from '../../../src/modules/classes/codes/codes-source.ts';
import type { Session, TestServer } from '../test-server.ts';
import { type Caller, courseIdByTitle, FINALIZED_DEMO_COURSE } from './courses.ts';

/**
 * Classes for the tests. insertClass writes one directly in the database (as the schema
 * owner), so a test does not depend on the class-creation route: a class of a demo course
 * with its days, attendance codes, roster, attendance, missed time, instructors and
 * contacts. createClass makes one through POST /class, as a person would.
 */

export interface LearnerSpec {
  username: string;
  /** Day numbers attended; the other days are recorded as not attended unless listed in `unrecorded`. */
  attended?: number[];
  unrecorded?: number[];
  missed?: { day: number; startAt: string; returnedAt: string }[];
}

export interface CodeSpec {
  /** The class day the code is for (null: every day). */
  day?: number | null;
  source?: string;
  expiration?: Date | null;
  aoaExpiration?: Date | null;
}

/** The one description of a class the tests write directly; every part is optional. */
export interface ClassSpec {
  tenant?: string;
  title?: string;
  courseTitle?: string;
  /** Only a course in this status is taken (any status when not given). */
  courseStatus?: string;
  status?: 'Uncertified' | 'Certified' | 'Voided';
  lmsId?: string | null;
  timezone?: string;
  /** Times default to 13:00-16:30. */
  days?: { date: string; start_time?: string; end_time?: string }[];
  /** Attendance codes (none unless given). */
  codes?: CodeSpec[];
  learners?: LearnerSpec[];
  instructors?: string[];
  coordinators?: string[];
  /** Dedicated Attendance Monitors (100:1): a Group Live class needs one per 100 learners. */
  dedicatedMonitors?: string[];
}

/** Roles 20 and 22 of the seed: 'Class Coordinator', 'Dedicated Attendance Monitor (100:1)'. */
const CLASS_COORDINATOR_ROLE = 20;
const DEDICATED_MONITOR_ROLE = 22;

export interface InsertedClass {
  classId: number;
  courseId: number;
  /** Roster ids by username of `learners`. */
  rosterIds: Record<string, number>;
  codes: { id: number; code: string }[];
}

export async function insertClass(server: Pick<TestServer, 'db'>, spec: ClassSpec = {}): Promise<InsertedClass> {
  const tenant = spec.tenant ?? 'demo';
  const days = (spec.days ?? [{ date: '2026-10-05' }]).map((d) => ({ start_time: '13:00', end_time: '16:30', ...d }));
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
    const course = await tx.query<{ id: number }>(
      'SELECT id FROM courses WHERE tenant_id = $1 AND title = $2 AND ($3::text IS NULL OR course_status = $3)',
      [t, spec.courseTitle ?? FINALIZED_DEMO_COURSE, spec.courseStatus ?? null],
    );
    const courseId = course.rows[0]?.id;
    if (courseId === undefined) throw new Error(`no ${spec.courseStatus ?? ''} course ${spec.courseTitle} in ${tenant}`);
    const now = new Date();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO classes (tenant_id, course_id, class_title, status, timezone, lms_id, created_by, created_at, updated_at, start_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id`,
      [
        t,
        courseId,
        spec.title ?? 'Test class',
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
    const codes = await insertCodes(tx, t as number, classId, spec.codes ?? []);
    return { classId, courseId, rosterIds, codes };
  });
}

export const newCode = () => Array.from({ length: ATTENDANCE_CODE_LENGTH }, () => ATTENDANCE_CODE_ALPHABET[randomInt(31)]).join('');

export async function insertCodes(tx: Tx, tenantId: number, classId: number, specs: CodeSpec[]): Promise<InsertedClass['codes']> {
  const codes: InsertedClass['codes'] = [];
  for (const code of specs) {
    const text = newCode();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO attendance_codes (tenant_id, class_id, day, attendance_code, source_name, expiration_date, aoa_expiration_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id`,
      [tenantId, classId, code.day ?? null, text, code.source ?? PRODUCT_CODE_SOURCE, code.expiration ?? null, code.aoaExpiration ?? null],
    );
    codes.push({ id: (rows[0] as { id: number }).id, code: text });
  }
  return codes;
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

/** A date `offset` days from today, as YYYY-MM-DD. */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The body of POST /class; what is not given is the default below. */
export interface NewClassBody {
  course_id?: number;
  class_title?: string;
  timezone?: string;
  facility?: string | null;
  location?: string | null;
  delivery_method_id?: number | null;
  daily_attendance_codes?: boolean;
  days?: { date: string; start_time: string; end_time: string }[];
}

/** Creates a class through POST /class, by default on a Finalized demo course, two days from next week. */
export async function createClass(call: Caller, opts: NewClassBody = {}): Promise<number> {
  const body = {
    course_id: opts.course_id ?? (await courseIdByTitle(call)),
    class_title: 'Test class',
    timezone: 'America/New_York',
    days: [
      { date: dayFromToday(7), start_time: '13:00', end_time: '16:30' },
      { date: dayFromToday(8), start_time: '13:00', end_time: '16:30' },
    ],
    ...opts,
  };
  const res = await call('POST', '/api/class', { body });
  if (res.status !== 201) throw new Error(`create class: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Uploads class documentation (POST /docs/class, attachment type 32, in_class_id) as multipart/form-data. */
export async function uploadClassDocument(
  server: TestServer,
  s: Session,
  classId: number,
  typeId = 32,
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('attachment_type_id', String(typeId));
  form.append('in_class_id', String(classId));
  form.append('file', new Blob(['sign-in sheet'], { type: 'text/plain' }), 'sign-in.txt');
  const res = await fetch(`${server.url}/api/docs/class`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}
