import type { CourseSearchRow } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/shared/search-sql.ts';
import {
  type CourseFact,
  type CourseSearchFixture,
  FORMULA_TITLE,
  ids,
  QUOTED_TITLE,
  startCourseSearchFixture,
  visibleTo,
} from '../support/course-search-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * GET /api/course/search: who may search, its filters and what each caller sees, over a few
 * hundred courses in two tenants (course-search-fixture.ts). Sorting, paging and the CSV
 * export are in course-search-paging-export.test.ts.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;
let finalViewer: Session;
let liveSignoff: Session;
let demo: CourseSearchFixture['demo'];
let search: CourseSearchFixture['search'];
let walk: CourseSearchFixture['walk'];
let acmeIds: number[];

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin, finalViewer, liveSignoff, demo, acmeIds, search, walk } = await startCourseSearchFixture());
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/course/search: who may search', () => {
  it('refuses anonymous callers (401) and learners (403), for the search and the export', async () => {
    expect((await server.call('GET', '/api/course/search')).status).toBe(401);
    expect((await server.call('GET', '/api/course/search/export')).status).toBe(401);
    expect((await search(learner, '')).status).toBe(403);
    expect((await as(server, learner)('GET', '/api/course/search/export')).status).toBe(403);
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
