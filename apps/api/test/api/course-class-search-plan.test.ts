import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleSeed } from '../../src/cli/scale-seed.ts';
import { scaleSeedLocalLearning } from '../../src/cli/scale-seed-local-learning.ts';
import { classSearchQuery } from '../../src/modules/classes/search/class-search-sql.ts';
import { searchQuery } from '../../src/shared/search-sql.ts';
import { explainSearch } from '../support/explain.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The course and class searches' plans with many records (issue 17: "every page an index
 * scan, checked with EXPLAIN"): the first page and a page after a cursor read the sort's
 * index in order and stop at the limit; neither reads the whole table.
 */
let server: TestServer;
let tenantId: number;
let adminViewer: { permissions: ReadonlySet<string>; personId: number };

beforeAll(async () => {
  server = await startTestServer();
  await scaleSeed(server.db, { courses: 12_000, batchSize: 6_000 });
  await scaleSeedLocalLearning(server.db, { count: 6_000 });
  tenantId = await server.db.asOwner(
    async (tx) => (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number,
  );
  const admin = await server.login('admin');
  // The admin's codes, as their session has them: they see every course and class.
  const codes = await server.db.withTenant({ tenantId }, (tx) =>
    tx.query<{ code: string }>(
      `SELECT DISTINCT rp.permission_code AS code FROM person_roles pr JOIN role_permissions rp ON rp.role_id = pr.role_id
        WHERE pr.person_id = $1`,
      [admin.personId],
    ),
  );
  adminViewer = { permissions: new Set(codes.rows.map((r) => r.code)), personId: admin.personId };
  expect(adminViewer.permissions.size).toBeGreaterThan(10);
}, 240_000);
afterAll(() => server?.close());

const explain = (q: { text: string; values: unknown[] }) => explainSearch(server.db, tenantId, q);

describe('course search plans at scale', () => {
  it('pages by last change and by title through their indexes, before and after a cursor, with or without filters', async () => {
    const cases = [
      {
        sort: 'updated' as const,
        index: 'courses_updated_idx',
        after: { sort: 'updated' as const, key: '2026-01-01T00:00:00.000000Z', id: 9000 },
      },
      { sort: 'title' as const, index: 'courses_title_key_idx', after: { sort: 'title' as const, key: 'scale course 05000', id: 9000 } },
    ];
    for (const { sort, index, after } of cases)
      for (const a of [undefined, after])
        for (const extra of [{}, { search_text: 'tax' }]) {
          const plan = await explain(searchQuery({ filters: { sort, ...extra }, viewer: adminViewer, after: a, limit: 26 }));
          expect(plan, plan).toMatch(new RegExp(`Index (Only )?Scan( Backward)? using ${index}`));
          expect(plan, plan).not.toMatch(/Seq Scan on courses/);
        }
  });

  it('is planned once for every text searched for (ADR 0050): the plan served holds the parameter, not the value', async () => {
    const plan = await explain(searchQuery({ filters: { sort: 'title', search_text: 'tax' }, viewer: adminViewer, limit: 26 }));
    expect(plan, plan).toMatch(/Index (Only )?Scan using courses_title_key_idx/);
    // PGlite plans each statement for its values; PostgreSQL's search connections make one plan.
    if (server.db.kind === 'postgres') expect(plan, plan).toMatch(/strpos\(title_key, \$1\)/);
    else expect(plan, plan).toMatch(/strpos\(title_key, 'tax'::text\)/);
  });

  it('a status filter reads the status index', async () => {
    const plan = await explain(searchQuery({ filters: { sort: 'updated', status: 'Draft' }, viewer: adminViewer, limit: 26 }));
    expect(plan, plan).toMatch(/Index (Only )?Scan( Backward)? using courses_status_idx|Bitmap Index Scan on courses_status_idx/);
    expect(plan, plan).not.toMatch(/Seq Scan on courses/);
  });
});

describe('class search plans at scale', () => {
  it('pages by start date through classes_start_idx, before and after a cursor', async () => {
    for (const after of [undefined, { key: '2026-06-01', id: 3000 }]) {
      const plan = await explain(classSearchQuery({ filters: {}, viewer: adminViewer, after, limit: 26 }));
      expect(plan, plan).toMatch(/Index (Only )?Scan( Backward)? using classes_start_idx/);
      expect(plan, plan).not.toMatch(/Seq Scan on (classes|courses)/);
    }
  });
});
