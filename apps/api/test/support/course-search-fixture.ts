import { type CourseSearchRow, courseAbilities, courseSearchResponse } from '@cpe/contract';
import { expect } from 'vitest';
import type { Tx } from '../../src/db/types.ts';
import { insertPersonWithCodes } from './factories/people.ts';
import { as, type Session, startTestServer, type TestServer } from './test-server.ts';

/**
 * A few hundred courses in two tenants for the course search test files. Expected results
 * come from the rows themselves (read as the owner) and, for visibility, from the
 * contract's courseAbilities, the rule GET /course/{id} applies.
 */

export interface CourseFact {
  id: number;
  title: string;
  course_status: string;
  delivery_method_id: number | null;
  agenda_type_id: number | null;
  created_by: number;
  lms_id: string | null;
  lrt_id: string | null;
  updated_at: string;
}

export const FORMULA_TITLE = '=HYPERLINK("http://evil.example","click")';
export const QUOTED_TITLE = 'Tax, "Quoted" Update';

export interface CourseSearchFixture {
  server: TestServer;
  admin: Session;
  learner: Session;
  acmeAdmin: Session;
  /** Holds only CRS053: sees Finalized courses only. */
  finalViewer: Session;
  /** Holds only CRS048 (Group Live signoff): Pending Signoff Group Live courses, and Drafts they created. */
  liveSignoff: Session;
  /** Every demo course, per sort order, as PostgreSQL sorts them. */
  demo: { updated: CourseFact[]; title: CourseFact[]; id: CourseFact[] };
  acmeIds: number[];
  search(s: Session, qs: string): ReturnType<TestServer['call']>;
  /** Every page of a search, following nextCursor; checks each page's size and that no id repeats. */
  walk(s: Session, qs: string, limit?: number): Promise<CourseSearchRow[]>;
}

async function enterTenant(tx: Tx, subdomain: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [subdomain]);
  const id = rows[0]!.id;
  await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(id)]);
  return id;
}

/**
 * 300 generated courses: every status, delivery methods 1–7 and none, agenda types,
 * updated_at in ties of three (keyset paging must break them by id), LMS and LRT ids.
 */
async function insertGenerated(tx: Tx, tenantId: number, count: number, prefix: string, creators: number[]): Promise<void> {
  await tx.query(
    `INSERT INTO courses (tenant_id, title, course_status, delivery_method_id, agenda_type_id, version, lms_id, lrt_id, created_by, updated_at)
     SELECT $1,
            $3 || (ARRAY['Tax Update', 'Audit Essentials', 'TAX Planning', 'Ethics Review', 'Leadership', 'Sales taxes'])[1 + g % 6] || ' ' || g,
            (ARRAY['Draft', 'Pending Signoff', 'Finalized', 'Editing'])[1 + g % 4],
            CASE WHEN g % 9 = 0 THEN NULL ELSE 1 + g % 7 END,
            CASE WHEN g % 11 = 0 THEN NULL ELSE 1 + g % 3 END,
            1 + g % 2,
            CASE WHEN g % 5 = 0 THEN 'SAP-' || (5000 + g) END,
            CASE WHEN g % 6 = 0 THEN 'LRT-' || g END,
            ($4::int[])[1 + g % cardinality($4::int[])],
            timestamptz '2025-06-01 12:00:00.123456+00' - (g / 3) * interval '1 hour'
       FROM generate_series(1, $2::int) AS g`,
    [tenantId, count, prefix, creators],
  );
}

/** Starts a server, adds the courses and the two single-permission people, and signs everyone in. */
export async function startCourseSearchFixture(): Promise<CourseSearchFixture> {
  const server = await startTestServer();
  try {
    return await seedAndSignIn(server);
  } catch (error) {
    // A failed setup would otherwise leave the server and its database open.
    await server.close();
    throw error;
  }
}

async function seedAndSignIn(server: TestServer): Promise<CourseSearchFixture> {
  const [admin, learner, acmeAdmin] = await Promise.all([server.login('admin'), server.login('learner'), server.login('admin', 'acme')]);
  const demo: CourseSearchFixture['demo'] = { updated: [], title: [], id: [] };
  let acmeIds: number[] = [];

  await server.db.asOwner(async (tx) => {
    const acme = await enterTenant(tx, 'acme');
    const acmeCreator = (await tx.query<{ id: number }>("SELECT id FROM persons WHERE tenant_id = $1 AND username = 'admin'", [acme]))
      .rows[0]!.id;
    await insertGenerated(tx, acme, 60, 'Acme only ', [acmeCreator]);

    const t = await enterTenant(tx, 'demo');
    await insertPersonWithCodes(tx, t, 'final.viewer', ['CRS053']);
    const live = await insertPersonWithCodes(tx, t, 'live.signoff', ['CRS048']);
    const adminId = (await tx.query<{ id: number }>("SELECT id FROM persons WHERE tenant_id = $1 AND username = 'admin'", [t])).rows[0]!.id;
    await insertGenerated(tx, t, 300, '', [adminId, adminId, adminId, adminId, live]);
    // Edge rows: CSV quoting and formulas, LIKE wildcards, the calendar-day bounds of the date range.
    await tx.query(
      `INSERT INTO courses (tenant_id, title, course_status, delivery_method_id, agenda_type_id, lms_id, lrt_id, created_by, updated_at) VALUES
         ($1, $3, 'Finalized', 2, 1, NULL, NULL, $2, '2025-03-10 23:59:59.999999+00'),
         ($1, $4, 'Finalized', 2, 1, 'SAP-77777', 'LRT-5555', $2, '2025-03-01 00:00:00+00'),
         ($1, '100% Tax_Research', 'Draft', 1, 1, NULL, NULL, $2, '2025-03-11 00:00:00+00'),
         ($1, 'Governmental Audit', 'Draft', 1, 1, NULL, NULL, $2, '2025-02-28 23:59:59.999999+00')`,
      [t, adminId, FORMULA_TITLE, QUOTED_TITLE],
    );
    const facts = (order: string) =>
      tx.query<CourseFact>(
        `SELECT id, title, course_status, delivery_method_id, agenda_type_id, created_by, lms_id, lrt_id,
                to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at
           FROM courses WHERE tenant_id = $1 AND kind = 'course' ORDER BY ${order}`,
        [t],
      );
    demo.updated = (await facts('updated_at DESC, id DESC')).rows;
    demo.title = (await facts('lower(title), id')).rows;
    demo.id = (await facts('id DESC')).rows;
    acmeIds = (
      await tx.query<{ id: number }>("SELECT id FROM courses WHERE tenant_id = $1 AND kind = 'course' ORDER BY id", [acme])
    ).rows.map((r) => r.id);
  });
  const [finalViewer, liveSignoff] = await Promise.all([server.login('final.viewer'), server.login('live.signoff')]);

  const search: CourseSearchFixture['search'] = (s, qs) => as(server, s)('GET', `/api/course/search?${qs}`);
  const walk: CourseSearchFixture['walk'] = async (s, qs, limit = 40) => {
    const items: CourseSearchRow[] = [];
    let after: string | null = null;
    for (let page = 0; page < 500; page++) {
      const res = await search(s, `${qs}&limit=${limit}${after ? `&after=${after}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = courseSearchResponse.parse(res.body);
      items.push(...body.items);
      after = body.nextCursor;
      if (!after) break;
      expect(body.items).toHaveLength(limit);
    }
    expect(after, 'the walk ended').toBeNull();
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size, 'no course twice').toBe(ids.length);
    return items;
  };
  return { server, admin, learner, acmeAdmin, finalViewer, liveSignoff, demo, acmeIds, search, walk };
}

export const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
export const visibleTo = (s: Session, permissions: string[]) => (c: CourseFact) =>
  courseAbilities(c, { permissions, personId: s.personId }).view;
