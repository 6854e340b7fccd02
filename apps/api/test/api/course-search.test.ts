import { COURSE_EXPORT_COLUMNS, type CourseSearchRow, courseAbilities, courseSearchResponse } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/types.ts';
import { coursesCsv } from '../../src/modules/courses/export-courses.ts';
import { encodeCursor } from '../../src/modules/courses/search-sql.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * GET /api/course/search and /api/course/search/export over a few hundred courses in
 * two tenants. Expected results come from the rows themselves (read as the owner) and,
 * for visibility, from the contract's courseAbilities, the rule GET /course/{id} applies.
 */

let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;
/** Holds only CRS053: sees Finalized courses only. */
let finalViewer: Session;
/** Holds only CRS048 (Group Live signoff): Pending Signoff Group Live courses, and Drafts they created. */
let liveSignoff: Session;

interface CourseFact {
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

/** Every demo course, per sort order, as PostgreSQL sorts them. */
const demo = { updated: [] as CourseFact[], title: [] as CourseFact[], id: [] as CourseFact[] };
let acmeIds: number[] = [];

const FORMULA_TITLE = '=HYPERLINK("http://evil.example","click")';
const QUOTED_TITLE = 'Tax, "Quoted" Update';

async function enterTenant(tx: Tx, subdomain: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [subdomain]);
  const id = rows[0]!.id;
  await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(id)]);
  return id;
}

/** A person holding one role with exactly these permission codes, who can sign in with the demo password. */
async function addPersonWithCodes(tx: Tx, tenantId: number, username: string, codes: string[]): Promise<number> {
  const role = await tx.query<{ id: number }>(
    'INSERT INTO roles (tenant_id, role_name, is_system_role) VALUES ($1, $2, false) RETURNING id',
    [tenantId, `Search test ${username}`],
  );
  const roleId = role.rows[0]!.id;
  for (const code of codes) {
    await tx.query('INSERT INTO role_permissions (tenant_id, role_id, permission_code) VALUES ($1, $2, $3)', [tenantId, roleId, code]);
  }
  const person = await tx.query<{ id: number }>(
    `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status, password_hash)
     SELECT $1, 'internal', $2, $2, 'Search', $2, 'Active', password_hash FROM persons WHERE tenant_id = $1 AND username = 'admin'
     RETURNING id`,
    [tenantId, username],
  );
  const personId = person.rows[0]!.id;
  await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3)', [tenantId, personId, roleId]);
  return personId;
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

beforeAll(async () => {
  server = await startTestServer();
  [admin, learner, acmeAdmin] = await Promise.all([server.login('admin'), server.login('learner'), server.login('admin', 'acme')]);

  await server.db.asOwner(async (tx) => {
    const acme = await enterTenant(tx, 'acme');
    const acmeCreator = (await tx.query<{ id: number }>("SELECT id FROM persons WHERE tenant_id = $1 AND username = 'admin'", [acme]))
      .rows[0]!.id;
    await insertGenerated(tx, acme, 60, 'Acme only ', [acmeCreator]);

    const t = await enterTenant(tx, 'demo');
    await addPersonWithCodes(tx, t, 'final.viewer', ['CRS053']);
    const live = await addPersonWithCodes(tx, t, 'live.signoff', ['CRS048']);
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
           FROM courses WHERE tenant_id = $1 ORDER BY ${order}`,
        [t],
      );
    demo.updated = (await facts('updated_at DESC, id DESC')).rows;
    demo.title = (await facts('lower(title), id')).rows;
    demo.id = (await facts('id DESC')).rows;
    acmeIds = (await tx.query<{ id: number }>('SELECT id FROM courses WHERE tenant_id = $1 ORDER BY id', [acme])).rows.map((r) => r.id);
  });
  [finalViewer, liveSignoff] = await Promise.all([server.login('final.viewer'), server.login('live.signoff')]);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const search = (s: Session, qs: string) => as(server, s)('GET', `/api/course/search?${qs}`);

/** Every page of a search, following nextCursor; checks each page's size and that no id repeats. */
async function walk(s: Session, qs: string, limit = 40): Promise<CourseSearchRow[]> {
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
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const visibleTo = (s: Session, permissions: string[]) => (c: CourseFact) => courseAbilities(c, { permissions, personId: s.personId }).view;

describe('GET /api/course/search: who may search', () => {
  it('refuses anonymous callers (401) and learners (403), for the search and the export', async () => {
    expect((await server.call('GET', '/api/course/search')).status).toBe(401);
    expect((await server.call('GET', '/api/course/search/export')).status).toBe(401);
    expect((await search(learner, '')).status).toBe(403);
    expect((await as(server, learner)('GET', '/api/course/search/export')).status).toBe(403);
  });
});

describe('GET /api/course/search: sorting and keyset paging', () => {
  it('walks every page by last change (updated_at DESC, id DESC) without gaps or repeats, across ties', async () => {
    const items = await walk(admin, 'sort=updated', 7);
    expect(ids(items)).toEqual(ids(demo.updated));
  });

  it('walks every page by title (lower(title), id)', async () => {
    const items = await walk(admin, 'sort=title', 40);
    expect(ids(items)).toEqual(ids(demo.title));
  });

  it('walks every page by id (newest first); sort defaults to updated', async () => {
    expect(ids(await walk(admin, 'sort=id', 100))).toEqual(ids(demo.id));
    const first = await search(admin, 'limit=5');
    expect(ids(first.body.items)).toEqual(ids(demo.updated.slice(0, 5)));
  });

  it('gives nextCursor null on the last page, also when it is exactly full', async () => {
    const total = demo.id.length;
    const all = await search(admin, `sort=id&limit=100`);
    expect(all.body.nextCursor).not.toBeNull();
    const exact = await search(admin, 'status=Finalized&delivery_method_id=2&agenda_type_id=1&sort=id&limit=100');
    const n = exact.body.items.length;
    expect(n).toBeGreaterThan(1);
    const full = await search(admin, `status=Finalized&delivery_method_id=2&agenda_type_id=1&sort=id&limit=${n}`);
    expect(full.body.items).toHaveLength(n);
    expect(full.body.nextCursor).toBeNull();
    expect(total).toBeGreaterThan(300);
  });

  it('answers rows in the contract shape, with lookup names, creator and ISO time', async () => {
    const res = await search(admin, 'search_text=SAP-77777');
    expect(res.status).toBe(200);
    expect(courseSearchResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      items: [
        {
          id: expect.any(Number),
          title: QUOTED_TITLE,
          course_status: 'Finalized',
          delivery_method: 'Group Live',
          agenda_type: 'US-CPE',
          version: 1,
          lms_id: 'SAP-77777',
          created_by_name: 'Ada Admin',
          updated_at: '2025-03-01T00:00:00.000Z',
        },
      ],
      nextCursor: null,
    });
  });
});

describe('GET /api/course/search: filters', () => {
  const matching = (predicate: (c: CourseFact) => boolean) => ids(demo.updated.filter(predicate));

  it('filters by status, delivery method and agenda type, combined', async () => {
    expect(ids(await walk(admin, 'status=Pending%20Signoff', 50))).toEqual(matching((c) => c.course_status === 'Pending Signoff'));
    expect(ids(await walk(admin, 'delivery_method_id=3&agenda_type_id=2', 50))).toEqual(
      matching((c) => c.delivery_method_id === 3 && c.agenda_type_id === 2),
    );
    expect(ids(await walk(admin, 'status=Editing&delivery_method_id=5', 50))).toEqual(
      matching((c) => c.course_status === 'Editing' && c.delivery_method_id === 5),
    );
  });

  it('searches the title case-insensitively as a substring, and LMS and LRT ids by prefix', async () => {
    const tax = matching((c) => c.title.toLowerCase().includes('tax') || !!c.lms_id?.toLowerCase().startsWith('tax'));
    expect(tax.length).toBeGreaterThan(100);
    expect(ids(await walk(admin, 'search_text=tAx', 50))).toEqual(tax);
    expect(ids(await walk(admin, 'search_text=sap-50', 50))).toEqual(matching((c) => !!c.lms_id?.startsWith('SAP-50')));
    expect(ids(await walk(admin, 'search_text=lrt-55', 50))).toEqual(matching((c) => !!c.lrt_id?.startsWith('LRT-55')));
    // A prefix, not a substring: '5000' is inside 'SAP-5000…' but starts no LMS id.
    expect((await search(admin, 'search_text=AP-50')).body.items).toEqual([]);
  });

  it('finds a course by its exact id when the text is all digits (and titles holding those digits)', async () => {
    const target = demo.id[17]!;
    const text = String(target.id);
    const res = await walk(admin, `search_text=${text}`, 50);
    expect(ids(res)).toEqual(
      matching((c) => c.id === target.id || c.title.includes(text) || !!c.lms_id?.startsWith(text) || !!c.lrt_id?.startsWith(text)),
    );
    expect(ids(res)).toContain(target.id);
    // Beyond int4 it is only text.
    expect((await search(admin, 'search_text=99999999999')).status).toBe(200);
  });

  it('takes % _ and backslash literally', async () => {
    const titles = async (text: string) =>
      (await search(admin, `search_text=${encodeURIComponent(text)}`)).body.items.map((i: CourseSearchRow) => i.title);
    expect(await titles('%')).toEqual(['100% Tax_Research']);
    expect(await titles('_')).toEqual(['100% Tax_Research']);
    expect(await titles('100%')).toEqual(['100% Tax_Research']);
    expect(await titles('\\')).toEqual([]);
  });

  it('filters by calendar days of the last change in UTC, date_to inclusive', async () => {
    const res = await walk(admin, 'date_from=2025-03-01&date_to=2025-03-10', 10);
    expect(res.map((r) => r.title).sort()).toEqual([FORMULA_TITLE, QUOTED_TITLE].sort());
    expect(ids(await walk(admin, 'date_from=2025-03-11&date_to=2025-03-11', 10)).length).toBe(1);
    expect(ids(await walk(admin, 'date_to=2025-02-28', 10)).length).toBe(1);
  });

  it('rejects malformed input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['status=Archived', 'querystring.status'],
      ['sort=random', 'querystring.sort'],
      ['limit=0', 'querystring.limit'],
      ['limit=101', 'querystring.limit'],
      ['date_from=2025-02-30', 'querystring.date_from'],
      ['date_to=10/03/2025', 'querystring.date_to'],
      ['delivery_method_id=abc', 'querystring.delivery_method_id'],
    ];
    for (const [qs, field] of cases) {
      const res = await search(admin, qs);
      expect(res.status, qs).toBe(400);
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        qs,
      ).toContain(field);
    }
  });

  it('rejects a malformed or foreign cursor with 400 naming after', async () => {
    const titleCursor = encodeCursor({ sort: 'title', key: 'tax', id: 5 });
    const bad = [
      'not a cursor!',
      'bm90LWpzb24',
      Buffer.from(JSON.stringify({ s: 'updated', k: 'yesterday', i: 1 })).toString('base64url'),
      Buffer.from(JSON.stringify({ s: 'updated', k: '2025-01-01T00:00:00.000000Z', i: -3 })).toString('base64url'),
      Buffer.from(JSON.stringify([1, 2])).toString('base64url'),
    ];
    for (const after of bad) {
      const res = await search(admin, `after=${encodeURIComponent(after)}`);
      expect(res.status, after).toBe(400);
      expect(res.body.errors[0].field).toBe('querystring.after');
    }
    // A cursor of another sort: the keys do not compare.
    const res = await search(admin, `sort=updated&after=${titleCursor}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('querystring.after');
    expect((await search(admin, `sort=title&after=${titleCursor}`)).status).toBe(200);
  });
});

describe('GET /api/course/search: visibility', () => {
  it("never shows another tenant's courses", async () => {
    const demoItems = await walk(admin, 'search_text=acme', 50);
    expect(demoItems).toEqual([]);
    const acmeItems = await walk(acmeAdmin, 'sort=id', 50);
    expect(ids(acmeItems).sort((a, b) => a - b)).toEqual(acmeIds);
    expect(acmeItems.filter((i) => i.title.startsWith('Acme only '))).toHaveLength(60);
    const demoIds = new Set(ids(demo.id));
    expect(acmeItems.filter((i) => demoIds.has(i.id))).toEqual([]);
  });

  it('shows a CRS053-only person Finalized courses only', async () => {
    const items = await walk(finalViewer, 'sort=updated', 50);
    expect(ids(items)).toEqual(ids(demo.updated.filter(visibleTo(finalViewer, ['CRS053']))));
    expect(new Set(items.map((i) => i.course_status))).toEqual(new Set(['Finalized']));
    expect((await search(finalViewer, 'status=Draft')).body.items).toEqual([]);
  });

  it('shows a Group Live signoff person their own Drafts and Pending Signoff Group Live courses, as courseAbilities does', async () => {
    const items = await walk(liveSignoff, 'sort=title', 25);
    const expected = demo.title.filter(visibleTo(liveSignoff, ['CRS048']));
    expect(ids(items)).toEqual(ids(expected));
    expect(expected.some((c) => c.course_status === 'Draft')).toBe(true);
    expect(expected.some((c) => c.course_status === 'Pending Signoff')).toBe(true);
    for (const i of items) {
      if (i.course_status === 'Pending Signoff') expect(i.delivery_method).toBe('Group Live');
      else expect(i.course_status).toBe('Draft');
    }
  });
});

describe('GET /api/course/search/export', () => {
  /** CSV text into rows of cells (RFC 4180 quoting). */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        row.push(cell);
        cell = '';
      } else if (ch === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i++;
      } else cell += ch;
    }
    return rows;
  }

  it('downloads the filtered search as CSV with the header row, in the search order', async () => {
    const res = await as(server, admin)('GET', '/api/course/search/export?status=Finalized&sort=title');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="courses.csv"');
    const rows = parseCsv(res.body as string);
    expect(rows[0]).toEqual(COURSE_EXPORT_COLUMNS);
    const expected = demo.title.filter((c) => c.course_status === 'Finalized');
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(ids(expected));
    expect(new Set(rows.slice(1).map((r) => r[2]))).toEqual(new Set(['Finalized']));
    expect(res.headers.get('x-export-rows')).toBe(String(expected.length));
  });

  it('quotes commas and quotes, and neutralizes formulas with an apostrophe', async () => {
    const res = await as(server, admin)('GET', '/api/course/search/export?date_from=2025-03-01&date_to=2025-03-10&sort=title');
    const text = res.body as string;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain('"Tax, ""Quoted"" Update"');
    const rows = parseCsv(text);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual([`'${FORMULA_TITLE}`, QUOTED_TITLE].sort());
    const quoted = rows.find((r) => r[1] === QUOTED_TITLE)!;
    expect(quoted.slice(2)).toEqual(['Finalized', 'Group Live', 'US-CPE', '1', 'SAP-77777', 'Ada Admin', '2025-03-01T00:00:00.000Z']);
  });

  it('exports only what the caller may see', async () => {
    const res = await as(server, finalViewer)('GET', '/api/course/search/export?sort=id');
    const rows = parseCsv(res.body as string).slice(1);
    expect(rows.map((r) => Number(r[0]))).toEqual(ids(demo.id.filter(visibleTo(finalViewer, ['CRS053']))));
  });

  it('walks the result in keyset batches and stops at the row cap', async () => {
    const tenant = (await server.services.tenants.find('demo'))!;
    const viewer = { permissions: new Set(['CRS007', 'CRS053', 'FIN030']), personId: admin.personId };
    const filters = { sort: 'updated' as const };
    const whole = await server.db.withTenant({ tenantId: tenant.id }, (tx) => coursesCsv(tx, filters, viewer, { batch: 7 }));
    expect(whole.truncated).toBe(false);
    expect(
      parseCsv(whole.csv)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(ids(demo.updated));
    const capped = await server.db.withTenant({ tenantId: tenant.id }, (tx) => coursesCsv(tx, filters, viewer, { batch: 7, maxRows: 20 }));
    expect(capped).toMatchObject({ rows: 20, truncated: true });
    expect(
      parseCsv(capped.csv)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(ids(demo.updated.slice(0, 20)));
  });
});
