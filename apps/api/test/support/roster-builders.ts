import { randomInt } from 'node:crypto';
import { ATTENDANCE_CODE_ALPHABET, ATTENDANCE_CODE_LENGTH, classDayInstants } from '@cpe/contract';
import { PRODUCT_CODE_SOURCE } from '../../src/modules/classes/codes/codes-source.ts';
import type { TestServer } from './test-server.ts';

/**
 * Classes made directly in SQL as the schema owner, so the roster tests do not depend on
 * the class-creation route: a class of a Finalized demo course with its days and codes.
 */

export interface CodeSpec {
  day?: number | null;
  source?: string;
  expiration?: Date | null;
  aoaExpiration?: Date | null;
}

export interface ClassSpec {
  tenant?: string;
  courseTitle?: string;
  /** The course's status; a class of a course that is not Finalized refuses roster changes. */
  courseStatus?: string;
  title?: string;
  timezone?: string;
  status?: 'Uncertified' | 'Certified' | 'Voided';
  days?: { date: string; start_time?: string; end_time?: string }[];
  codes?: CodeSpec[];
}

export interface BuiltClass {
  classId: number;
  courseId: number;
  codes: { id: number; code: string }[];
}

export const newCode = () => Array.from({ length: ATTENDANCE_CODE_LENGTH }, () => ATTENDANCE_CODE_ALPHABET[randomInt(31)]).join('');

export async function createClassSql(server: TestServer, spec: ClassSpec = {}): Promise<BuiltClass> {
  const days = spec.days ?? [{ date: '2026-11-20' }];
  return server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ tenant_id: number; course_id: number; creator: number }>(
      `SELECT t.id AS tenant_id, c.id AS course_id, c.created_by AS creator
         FROM tenants t JOIN courses c ON c.tenant_id = t.id
        WHERE t.subdomain = $1 AND c.title = $2 AND c.course_status = $3`,
      [spec.tenant ?? 'demo', spec.courseTitle ?? 'Partner Leadership Training Hours', spec.courseStatus ?? 'Finalized'],
    );
    const course = rows[0];
    if (!course) throw new Error(`no ${spec.courseStatus ?? 'Finalized'} course ${spec.courseTitle}`);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO classes (tenant_id, course_id, class_title, status, timezone, start_date, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now()) RETURNING id`,
      [
        course.tenant_id,
        course.course_id,
        spec.title ?? 'Roster test class',
        spec.status ?? 'Uncertified',
        spec.timezone ?? 'America/New_York',
        days[0]?.date,
        course.creator,
      ],
    );
    const classId = (inserted.rows[0] as { id: number }).id;
    for (const [i, day] of days.entries()) {
      const times = { date: day.date, start_time: day.start_time ?? '13:00', end_time: day.end_time ?? '16:30' };
      const at = classDayInstants(times, spec.timezone ?? 'America/New_York');
      await tx.query(
        `INSERT INTO class_days (tenant_id, class_id, day, class_date, start_time, end_time, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [course.tenant_id, classId, i + 1, times.date, times.start_time, times.end_time, at?.starts_at, at?.ends_at],
      );
    }
    const codes: BuiltClass['codes'] = [];
    for (const code of spec.codes ?? [{}]) {
      const text = newCode();
      const { rows: made } = await tx.query<{ id: number }>(
        `INSERT INTO attendance_codes (tenant_id, class_id, day, attendance_code, source_name, expiration_date, aoa_expiration_date, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id`,
        [
          course.tenant_id,
          classId,
          code.day ?? null,
          text,
          code.source ?? PRODUCT_CODE_SOURCE,
          code.expiration ?? null,
          code.aoaExpiration ?? null,
        ],
      );
      codes.push({ id: (made[0] as { id: number }).id, code: text });
    }
    return { classId, courseId: course.course_id, codes };
  });
}

/** Makes `count` learners of the tenant and puts them on the class roster; their roster ids, in order. */
export async function addLearnersSql(server: TestServer, classId: number, count: number, tenant = 'demo'): Promise<number[]> {
  return server.db.asOwner(async (tx) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const { rows } = await tx.query<{ id: number }>(
      `WITH t AS (SELECT id FROM tenants WHERE subdomain = $1),
            p AS (INSERT INTO persons (tenant_id, person_type, display_id, name_primary_first, name_primary_last, status)
                  SELECT t.id, 'internal', $3 || '-' || g, 'Learner', $3 || lpad(g::text, 5, '0'), 'Active'
                    FROM t, generate_series(1, $2::int) g RETURNING tenant_id, id)
       INSERT INTO class_roster (tenant_id, class_id, person_id, created_at)
       SELECT p.tenant_id, $4, p.id, now() FROM p ORDER BY p.id RETURNING id`,
      [tenant, count, tag, classId],
    );
    return rows.map((r) => r.id);
  });
}

/** A person's id by username in a tenant. */
export async function personIdOf(server: TestServer, username: string, tenant = 'demo'): Promise<number> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>('SELECT p.id FROM persons p JOIN tenants t ON t.id = p.tenant_id WHERE t.subdomain = $1 AND p.username = $2', [
      tenant,
      username,
    ]),
  );
  const row = rows[0];
  if (!row) throw new Error(`no person ${username}`);
  return row.id;
}
