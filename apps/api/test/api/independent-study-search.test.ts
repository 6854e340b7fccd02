import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studySearchQuery } from '../../src/modules/independent-study/study-search-sql.ts';
import { explainSearch } from '../support/explain.ts';
import { assignLearner, createProgram, createStudy, finalizedStudy, takeExam } from '../support/factories/independent-study.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/** Staff and learner independent study searches and their CSV exports; the staff search pages over its partial indexes. */
let s: SignedIn;
let programId: number;
let draft: number;
let finalized: number;

beforeAll(async () => {
  s = await startSignedIn();
  programId = await createProgram(as(s.server, s.instructor), 'Search program');
  draft = await createStudy(as(s.server, s.instructor), programId, { title: 'Zeta, "quoted" draft' });
  finalized = await finalizedStudy(s.server, s.instructor, s.admin, programId, 'Zeta finalized study');
});
afterAll(() => s?.server.close());

describe('staff search', () => {
  it('filters by text, status and program, pages by keyset in either sort', async () => {
    const call = as(s.server, s.admin);
    const byProgram = await call('POST', '/api/ind-study/search', { body: { program_id: programId } });
    expect(byProgram.status).toBe(200);
    expect(byProgram.body.items.map((r: { id: number }) => r.id)).toEqual([finalized, draft]);
    expect(byProgram.body.items[0]).toMatchObject({
      course_status: 'Finalized',
      request_status: 'Approved',
      program_title: 'Search program',
    });
    const text = await call('POST', '/api/ind-study/search', { body: { text: 'zeta', status: 'Draft' } });
    expect(text.body.items.map((r: { id: number }) => r.id)).toEqual([draft]);
    const byId = await call('POST', '/api/ind-study/search', { body: { text: String(finalized) } });
    expect(byId.body.items.map((r: { id: number }) => r.id)).toContain(finalized);
    // The demo seed's studies are there too; a course never is.
    const all = await call('POST', '/api/ind-study/search', { body: { sort: 'title', limit: 100 } });
    expect(all.body.items.map((r: { title: string }) => r.title)).toContain('Ethics for CPAs Self Study');
    expect(all.body.items.map((r: { title: string }) => r.title)).not.toContain('Partner Leadership Training Hours');
    const first = await call('POST', '/api/ind-study/search', { body: { program_id: programId, sort: 'title', limit: 1 } });
    expect(first.body.items[0].id).toBe(finalized);
    const next = await call('POST', '/api/ind-study/search', {
      body: { program_id: programId, sort: 'title', limit: 1, cursor: first.body.nextCursor },
    });
    expect(next.body.items[0].id).toBe(draft);
    expect(next.body.nextCursor).toBeNull();
    const wrongSort = await call('POST', '/api/ind-study/search', { body: { sort: 'updated', cursor: first.body.nextCursor } });
    expect(wrongSort.status).toBe(400);
    expect(wrongSort.body.errors[0].field).toBe('body.cursor');
    expect((await as(s.server, s.learner)('POST', '/api/ind-study/search', { body: {} })).status).toBe(403);
  });

  it('exports the same rows as CSV, cells escaped', async () => {
    const res = await as(s.server, s.admin)('GET', `/api/ind-study/export?program_id=${programId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Independent Study ID,Title,Status,Request Status,Request Type,Program ID,Program,Delivery Method,Created By,Last Updated',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(
      `${draft},"Zeta, ""quoted"" draft",Draft,Draft,New Independent Study,${programId},Search program,QAS Self Study`,
    );
    expect(res.headers.get('x-export-rows')).toBe('2');
  });

  it('reads the partial indexes of independent study in sort order (an Index Scan, no Sort)', async () => {
    // Enough studies that a scan of the whole table would cost more than reading the index in order.
    await s.server.db.asOwner((tx) =>
      tx.query(
        `INSERT INTO courses (tenant_id, kind, title, created_by, created_at, updated_by, updated_at)
         SELECT p.tenant_id, 'independent_study', 'Bulk study ' || g, p.id, now(), p.id, now() - g * interval '1 minute'
           FROM persons p CROSS JOIN generate_series(1, 3000) g WHERE p.id = $1`,
        [s.admin.personId],
      ),
    );
    await s.server.db.asOwner((tx) => tx.exec('ANALYZE courses'));
    const tenantId = (
      await s.server.db.asOwner((tx) => tx.query<{ tenant_id: number }>('SELECT tenant_id FROM persons WHERE id = $1', [s.admin.personId]))
    ).rows[0]?.tenant_id as number;
    for (const [sort, index] of [
      ['updated', 'independent_study_updated_idx'],
      ['title', 'independent_study_title_key_idx'],
    ] as const) {
      const { text, values } = studySearchQuery({ sort }, undefined, 26);
      const lines = await explainSearch(s.server.db, tenantId, { text, values });
      expect(lines, lines).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
      expect(lines).not.toMatch(/Seq Scan on courses/);
    }
    // A page through the API is the first rows of that order.
    const page = await as(s.server, s.admin)('POST', '/api/ind-study/search', { body: { text: 'bulk study', limit: 3 } });
    expect(page.body.items.map((r: { title: string }) => r.title)).toEqual(['Bulk study 1', 'Bulk study 2', 'Bulk study 3']);
  });
});

describe("the learner's search", () => {
  it('lists the Finalized studies the caller may take, with their completion, and exports them', async () => {
    const learner = as(s.server, s.learner);
    // Only the studies a learner is assigned to (or on the roster of) are theirs to take (ADR 0052).
    expect((await learner('POST', '/api/learner/ind-study/search', { body: { text: 'zeta' } })).body.items).toEqual([]);
    await assignLearner(as(s.server, s.admin), finalized, s.learner.personId);
    await assignLearner(as(s.server, s.admin), finalized, s.external.personId);
    const before = await learner('POST', '/api/learner/ind-study/search', { body: { text: 'zeta' } });
    expect(before.status).toBe(200);
    expect(before.body.items).toEqual([
      expect.objectContaining({
        id: finalized,
        title: 'Zeta finalized study',
        credits: 2,
        completed_on: null,
        delivery_method: 'QAS Self Study',
      }),
    ]);
    expect((await takeExam(learner, finalized, 8)).body.passed).toBe(true);
    const after = await learner('POST', '/api/learner/ind-study/search', { body: { text: 'zeta' } });
    expect(after.body.items[0].completed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Another learner has not completed it.
    const other = await as(s.server, s.external)('POST', '/api/learner/ind-study/search', { body: { text: 'zeta' } });
    expect(other.body.items[0].completed_on).toBeNull();
    // The seed's Finalized studies the demo learner is assigned to, in title order, paged.
    const one = await learner('POST', '/api/learner/ind-study/search', { body: { limit: 1 } });
    const two = await learner('POST', '/api/learner/ind-study/search', { body: { limit: 1, cursor: one.body.nextCursor } });
    expect([one.body.items[0].title, two.body.items[0].title]).toEqual(['Audit Sampling Self Study', 'Ethics for CPAs Self Study']);
    expect(two.body.items[0].completed_on).toBe('2026-08-20');
    const csv = await learner('GET', '/api/learner/ind-study/export?text=zeta');
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('Independent Study ID,Title,Delivery Method,CPE Credits,Content Exp. Date,Completed On');
    expect(lines[1]).toMatch(
      new RegExp(`^${finalized},Zeta finalized study,QAS Self Study,2\\.0,\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2}$`),
    );
  });
});
