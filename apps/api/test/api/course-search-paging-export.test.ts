import { COURSE_EXPORT_COLUMNS, courseSearchResponse } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesCsv } from '../../src/modules/courses/export-courses.ts';
import {
  type CourseSearchFixture,
  FORMULA_TITLE,
  ids,
  QUOTED_TITLE,
  startCourseSearchFixture,
  visibleTo,
} from '../support/course-search-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * GET /api/course/search's sorting and keyset paging, and GET /api/course/search/export,
 * over a few hundred courses in two tenants (course-search-fixture.ts). Filters and
 * visibility are in course-search-filters.test.ts.
 */
let server: TestServer;
let admin: Session;
let finalViewer: Session;
let demo: CourseSearchFixture['demo'];
let search: CourseSearchFixture['search'];
let walk: CourseSearchFixture['walk'];

beforeAll(async () => {
  ({ server, admin, finalViewer, demo, search, walk } = await startCourseSearchFixture());
}, 60_000);

afterAll(async () => {
  await server?.close();
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
