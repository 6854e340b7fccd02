import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleSeedLocalLearning } from '../../src/cli/scale-seed-local-learning.ts';
import { localLearningSearchQuery } from '../../src/modules/local-learning/ll-search-sql.ts';
import { createLocalLearning } from '../support/factories/local-learning.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** POST /locallearning/search and GET /locallearning/export: keyset paging, visibility by the policy, CSV, and the partial indexes. */
let server: TestServer;
let admin: Session;
let instructor: Session;
let learner: Session;
let ownerOnly: Session;
const made: number[] = [];

beforeAll(async () => {
  ({ server, admin, instructor, learner } = await startSignedIn());
  await addPersonWithCodes(server, 'll.owner', ['LLP056']);
  ownerOnly = await server.login('ll.owner');
  for (let i = 0; i < 5; i++) made.push((await createLocalLearning(as(server, instructor), { title: `Paged session ${i}` })).id);
  made.push((await createLocalLearning(as(server, instructor), { title: '=HYPERLINK("x")' })).id);
});
afterAll(() => server?.close());

const search = (s: Session, body: Record<string, unknown>) => as(server, s)('POST', '/api/locallearning/search', { body });

describe('POST /locallearning/search', () => {
  it('pages by keyset through every match without repeats, by title and by last change', async () => {
    for (const sort of ['title', 'updated']) {
      const seen: number[] = [];
      let after: string | null = null;
      do {
        const res = await search(admin, { search_text: 'Paged session', sort, limit: 2, after });
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((r: { id: number }) => r.id));
        after = res.body.nextCursor;
      } while (after);
      expect(seen.sort()).toEqual(made.slice(0, 5).sort());
    }
    const bad = await search(admin, { sort: 'title', after: 'not a cursor' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.after');
  });

  it('a code holder sees every local learning; someone without LLP057 sees only their own; a learner none', async () => {
    const own = await createLocalLearning(as(server, ownerOnly), { title: 'Paged session own' });
    const all = await search(admin, { search_text: 'Paged session', limit: 50 });
    expect(all.body.items.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([...made.slice(0, 5), own.id]));
    // LLP056 is a local learning code: its holder sees every one, as the policy's view says.
    expect((await search(ownerOnly, { search_text: 'Paged session', limit: 50 })).body.items.length).toBe(6);
    expect((await search(learner, { search_text: 'Paged session' })).body.items).toEqual([]);
    const filtered = await search(admin, { status: 'Pending Signoff', search_text: 'Paged session' });
    expect(filtered.body.items).toEqual([]);
  });

  it("mine: only the caller's own, even for a holder of every code; anything but a boolean is a 400", async () => {
    const mineOwn = await createLocalLearning(as(server, admin), { title: 'Paged session of the admin' });
    const ids = async (body: Record<string, unknown>) =>
      (await search(admin, { search_text: 'Paged session', limit: 50, ...body })).body.items.map((r: { id: number }) => r.id);
    expect(await ids({ mine: true })).toEqual([mineOwn.id]);
    expect(await ids({ mine: true, sort: 'title' })).toEqual([mineOwn.id]);
    expect(await ids({ mine: false })).toEqual(expect.arrayContaining([...made.slice(0, 5), mineOwn.id]));
    const bad = await search(admin, { mine: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.mine');
  });
});

describe('GET /locallearning/export', () => {
  it('is CSV with the search filters, and neutralizes formulas', async () => {
    const res = await server.call('GET', '/api/locallearning/export?search_text=HYPERLINK', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = res.body as unknown as string;
    const lines = String(text).trim().split('\r\n');
    expect(lines[0]).toContain('Request Number');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("mine=true exports only the caller's own", async () => {
    const own = await createLocalLearning(as(server, admin), { title: 'Exported own HYPERLINK' });
    const res = await server.call('GET', '/api/locallearning/export?search_text=HYPERLINK&mine=true', { token: admin.token });
    expect(res.status).toBe(200);
    const lines = String(res.body).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith(`${own.id},`)).toBe(true);
    const bad = await server.call('GET', '/api/locallearning/export?mine=yes', { token: admin.token });
    expect(bad.status).toBe(400);
  });
});

describe('the search reads the partial indexes of local learning', () => {
  for (const [sort, mine, index] of [
    ['updated', false, 'local_learning_updated_idx'],
    ['title', false, 'local_learning_title_key_idx'],
    ['updated', true, 'local_learning_creator_updated_idx'],
    ['title', true, 'local_learning_creator_title_key_idx'],
  ] as const) {
    it(`sort ${sort}${mine ? ', mine' : ''} is an Index Scan of ${index}`, async () => {
      const { text, values } = localLearningSearchQuery({
        filters: { sort, mine },
        viewer: { permissions: new Set(['LLP057']), personId: admin.personId },
        limit: 26,
      });
      const tenantId = await server.db.asOwner(
        async (tx) => (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number,
      );
      // As the application, under row-level security. Scans and sorts off: on a small test table the planner
      // would rightly prefer to read and sort it all; the question is whether the partial index serves the order.
      const plan = await server.db.withTenant({ tenantId }, async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        await tx.query('SET LOCAL enable_sort = off');
        return (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index}`));
    });
  }
});

describe('the scale seed of local learnings', () => {
  it('adds local learnings with their classes up to the count, and nothing on a second run', async () => {
    expect(await scaleSeedLocalLearning(server.db, { count: 30, batchSize: 12 })).toBe(30);
    expect(await scaleSeedLocalLearning(server.db, { count: 30 })).toBe(0);
    const res = await search(admin, { search_text: 'Local Scale', limit: 100 });
    expect(res.body.items).toHaveLength(30);
    expect(res.body.items.every((r: { class_id: number | null; start_date: string | null }) => r.class_id !== null && r.start_date)).toBe(
      true,
    );
  });
});
