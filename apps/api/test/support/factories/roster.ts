import type { TestServer } from '../test-server.ts';
import { type ClassSpec, type InsertedClass, insertClass } from './classes.ts';

/**
 * Rosters for the tests, written in SQL as the schema owner so that a roster test depends
 * on no other route than the one it tests (a class's attendance codes: classes.ts).
 */

/** The first day of a roster test's class (the roster fixture's clock stands on it). */
export const ROSTER_DAY1 = '2026-11-20';

/**
 * A roster test's class: one day on ROSTER_DAY1 with one code for every day, of a Finalized
 * course (a class of a course that is not Finalized refuses roster changes).
 */
export function rosterClass(server: Pick<TestServer, 'db'>, spec: ClassSpec = {}): Promise<InsertedClass> {
  return insertClass(server, {
    title: 'Roster test class',
    courseStatus: 'Finalized',
    days: [{ date: ROSTER_DAY1 }],
    codes: [{}],
    ...spec,
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

/** Puts existing people on the class roster, with attendance on the days given. */
export async function putOnRoster(server: TestServer, classId: number, personIds: number[], attendedDays: number[] = []): Promise<void> {
  await server.db.asOwner(async (tx) => {
    for (const personId of personIds) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO class_roster (tenant_id, class_id, person_id, created_at)
         SELECT tenant_id, id, $2, now() FROM classes WHERE id = $1 RETURNING id`,
        [classId, personId],
      );
      const rosterId = (rows[0] as { id: number }).id;
      for (const day of attendedDays)
        await tx.query(
          `INSERT INTO roster_attendance (tenant_id, roster_id, day, attended, updated_at)
           SELECT tenant_id, $1, $2, true, now() FROM class_roster WHERE id = $1`,
          [rosterId, day],
        );
    }
  });
}
