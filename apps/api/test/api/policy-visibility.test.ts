import { CLASS_STATUSES, COURSE_STATUSES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass } from '../support/factories/classes.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Search visibility equals record visibility (ADR 0018): for every demo role and a set
 * of permission combinations, the courses (classes) a search lists are exactly those
 * whose GET /course/{id} (GET /class/{id}) answers 200, over records in every status,
 * every delivery method, made by different people, and related to some of the callers.
 * Both sides read the contract's policy modules; this proves the SQL and the record
 * check agree. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let server: TestServer;
const sessions: Record<string, Session> = {};
let courseIds: number[] = [];
const classIds: number[] = [];

/** Permission combinations beyond the five demo roles: one code each, several signoff codes, a mix, none. */
const BUILT: Record<string, string[]> = {
  'parity.drafter': ['CRS007'],
  'parity.live': ['CRS048'],
  'parity.signoffs': ['CRS047', 'CRS043', 'CRS054'],
  'parity.final': ['CRS053'],
  'parity.editing': ['FIN030'],
  'parity.content': ['FIN015'],
  'parity.runner': ['CLS054'],
  'parity.codes': ['HPT005'],
  'parity.mixed': ['CRS049', 'FIN030', 'CLS046'],
  'parity.none': [],
};
const DEMO = ['accadmin', 'admin', 'coordinator', 'instructor', 'learner', 'external.learner'];

/**
 * 96 courses: each status × no delivery method or one of the seven × three creators.
 * Some are related to a caller: a contact (every fifth), a content reviewer (every
 * seventh), the IRS CE approver (every eleventh).
 */
async function insertCourses(): Promise<number[]> {
  return server.db.asOwner(async (tx) => {
    const t = (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id;
    await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(t)]);
    const person = async (username: string) =>
      (await tx.query<{ id: number }>('SELECT id FROM persons WHERE username = $1', [username])).rows[0]?.id;
    const creators = [await person('admin'), await person('parity.live'), await person('instructor')];
    const { rows } = await tx.query<{ id: number; g: number }>(
      `INSERT INTO courses (tenant_id, title, course_status, delivery_method_id, agenda_type_id, version, created_by, irs_reviewer_id)
       SELECT $1, 'Parity course ' || g, ($2::text[])[1 + g % 4], CASE WHEN (g / 4) % 8 = 0 THEN NULL ELSE (g / 4) % 8 END, 1, 1,
              ($3::int[])[1 + (g / 32) % 3], CASE WHEN g % 11 = 0 THEN $4::int END
         FROM generate_series(0, 95) AS g
       RETURNING id, substring(title from 15)::int AS g`,
      [t, [...COURSE_STATUSES], creators, await person('coordinator')],
    );
    for (const { id, g } of rows) {
      if (g % 5 === 0) {
        await tx.query(`INSERT INTO course_people (tenant_id, course_id, person_id, contact_role) VALUES ($1, $2, $3, 'Coordinator')`, [
          t,
          id,
          await person('parity.final'),
        ]);
      }
      if (g % 7 === 0) {
        await tx.query('INSERT INTO content_reviews (tenant_id, course_id, day, reviewer_id) VALUES ($1, $2, 1, $3)', [
          t,
          id,
          await person('parity.editing'),
        ]);
      }
    }
    return rows.map((r) => r.id);
  });
}

beforeAll(async () => {
  const signedIn = await startSignedIn();
  server = signedIn.server;
  for (const [username, codes] of Object.entries(BUILT)) await addPersonWithCodes(server, username, codes);
  for (const username of [...DEMO, ...Object.keys(BUILT)]) sessions[username] = await server.login(username);
  courseIds = await insertCourses();
  // Classes in each status: taught by the instructor, by a signoff holder, with a contact, and with nobody.
  const staffings = [{}, { instructors: ['instructor'] }, { instructors: ['parity.live'] }, { coordinators: ['parity.codes'] }];
  for (const status of CLASS_STATUSES) {
    for (const [i, staff] of staffings.entries()) {
      classIds.push((await insertClass(server, { title: `Parity class ${status} ${i}`, status, ...staff })).classId);
    }
  }
}, 120_000);
afterAll(() => server.close());

/** Every id a search lists, following nextCursor; a search the caller may not run lists nothing. */
async function searched(s: Session, path: string, text: string): Promise<number[]> {
  const found: number[] = [];
  let after: string | null = null;
  do {
    const res = await as(server, s)('GET', `${path}?search_text=${encodeURIComponent(text)}&limit=100${after ? `&after=${after}` : ''}`);
    if (res.status === 403) return [];
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    found.push(...(res.body.items as { id: number }[]).map((r) => r.id));
    after = res.body.nextCursor;
  } while (after);
  return found.sort((a, b) => a - b);
}

/** The ids whose record answers 200; any other answer must be a refusal (403) or a hidden record (404). */
async function opened(s: Session, path: string, ids: number[]): Promise<number[]> {
  const statuses = await Promise.all(ids.map(async (id) => [id, (await as(server, s)('GET', `${path}/${id}`)).status] as const));
  for (const [id, status] of statuses) expect([200, 403, 404], `${path}/${id}`).toContain(status);
  return statuses.filter(([, status]) => status === 200).map(([id]) => id);
}

const callers = () => [...DEMO, ...Object.keys(BUILT)];

describe('course search lists exactly the courses GET /course/{id} opens', () => {
  it.each(callers())('for %s', async (username) => {
    const s = sessions[username] as Session;
    const listed = await searched(s, '/api/course/search', 'Parity course');
    expect(listed).toEqual(await opened(s, '/api/course', courseIds));
  });

  it('the fixture is not trivial: the admin sees all, a signoff holder some, a learner none', async () => {
    expect(await searched(sessions.admin as Session, '/api/course/search', 'Parity course')).toHaveLength(courseIds.length);
    const live = await searched(sessions['parity.live'] as Session, '/api/course/search', 'Parity course');
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(courseIds.length);
    expect(await searched(sessions.learner as Session, '/api/course/search', 'Parity course')).toEqual([]);
  });
});

describe('class search lists exactly the classes GET /class/{id} opens', () => {
  it.each(callers())('for %s', async (username) => {
    const s = sessions[username] as Session;
    const listed = await searched(s, '/api/class/search', 'Parity class');
    expect(listed).toEqual(await opened(s, '/api/class', classIds));
  });

  it('the fixture is not trivial: a runner sees all, an instructor the classes they teach', async () => {
    expect(await searched(sessions['parity.runner'] as Session, '/api/class/search', 'Parity class')).toHaveLength(classIds.length);
    const taught = await searched(sessions['parity.live'] as Session, '/api/class/search', 'Parity class');
    expect(taught).toHaveLength(CLASS_STATUSES.length);
  });
});
