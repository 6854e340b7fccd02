import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendedSearchQuery } from '../../src/modules/vended-content/vended-search-sql.ts';
import { explainSearch } from '../support/explain.ts';
import { createVendedItem, createVendor } from '../support/factories/vended-content.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** Vended content search (keyset paging, vendor filter), CSV export, and the plans at scale. */
let server: TestServer;
let admin: Session;
let instructor: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, instructor, learner, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());

const search = (s: Session, body: object) => as(server, s)('POST', '/api/vendedcontent/search', { body });
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((r) => r.id);

describe('search', () => {
  it('filters by vendor (the search state keeps it), text, status; pages by keyset without repeats', async () => {
    const call = as(server, admin);
    const vendor = await createVendor(call);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push(await createVendedItem(call, vendor, `Paged zebra ${i}`));
    const other = await createVendedItem(call, await createVendor(call), 'Paged zebra elsewhere');
    const byVendor = await search(admin, { vendor_id: vendor });
    expect(byVendor.status).toBe(200);
    expect(ids(byVendor).sort()).toEqual([...made].sort());
    expect(byVendor.body.items[0]).toMatchObject({ vendor_id: vendor, course_status: 'Draft', delivery_method: 'Group Live' });
    expect(ids(await search(admin, { search_text: 'ZEBRA elsewhere' }))).toEqual([other]);
    expect(ids(await search(admin, { search_text: String(other) }))).toEqual([other]);
    expect(ids(await search(admin, { vendor_id: vendor, status: 'Approved' }))).toEqual([]);
    for (const sort of ['updated', 'title'] as const) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: { id: number }[]; nextCursor: string | null } } = await search(admin, {
          vendor_id: vendor,
          sort,
          limit: 2,
          cursor,
        });
        seen.push(...ids(page));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen)).toEqual(new Set(made));
    }
    const titles = (await search(admin, { vendor_id: vendor, sort: 'title' })).body.items.map((r: { title: string }) => r.title);
    expect(titles).toEqual([...titles].sort());
  });

  it('refuses a forged cursor or bad filters with a 400 naming the field; learners are refused; tenants are apart', async () => {
    const bad = await search(admin, { cursor: 'bm90LWEtY3Vyc29y' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.cursor');
    expect((await search(admin, { date_from: '2026-02-30' })).body.errors[0].field).toBe('body.date_from');
    expect((await search(admin, { status: 'Finalized' })).status).toBe(400);
    expect((await search(learner, {})).status).toBe(403);
    expect((await search(instructor, {})).status).toBe(200);
    const vendor = await createVendor(as(server, admin));
    const id = await createVendedItem(as(server, admin), vendor, 'Tenancy item');
    expect(ids(await search(acmeAdmin, { search_text: 'Tenancy item' }))).not.toContain(id);
    expect((await search(acmeAdmin, { vendor_id: vendor })).body.items).toEqual([]);
  });

  it('lists the demo seed: Approved and Draft items of several vendors', async () => {
    const items = (await search(admin, { limit: 100 })).body.items as { title: string; course_status: string; vendor_name: string }[];
    const seeded = items.filter((r) => ['Data Analytics for Auditors', 'Cybersecurity Basics for Firms'].includes(r.title));
    expect(seeded.map((r) => r.course_status).sort()).toEqual(['Approved', 'Draft']);
    expect(new Set(items.map((r) => r.vendor_name)).size).toBeGreaterThan(1);
  });
});

describe('export', () => {
  it('is the search as CSV, with the vendor filter and formula cells neutralized', async () => {
    const call = as(server, admin);
    const vendor = await createVendor(call);
    const id = await createVendedItem(call, vendor, '=HYPERLINK("x")');
    await createVendedItem(call, vendor, 'Second, with comma');
    const res = await call('GET', `/api/vendedcontent/export?vendor_id=${vendor}&sort=title`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('x-export-rows')).toBe('2');
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Vended ID,Title,Vendor,Status,Delivery Method,Agenda Type,Version,LMS ID,Created By,Last Updated');
    expect(lines[1]?.startsWith(`${id},"'=HYPERLINK(""x"")",`)).toBe(true);
    expect(lines[2]).toContain('"Second, with comma"');
    expect((await as(server, learner)('GET', '/api/vendedcontent/export')).status).toBe(403);
    expect((await call('GET', '/api/vendedcontent/export?vendor_id=abc')).status).toBe(400);
  });
});

describe('plans at scale', () => {
  it('a search page reads a vended content index, with and without a vendor filter', async () => {
    const tenantId = await server.db.asOwner(async (tx) => {
      const t = (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number;
      await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(t)]);
      const vendors = await tx.query<{ id: number }>(
        `INSERT INTO vendors (tenant_id, name, created_by) SELECT $1, 'Plan vendor ' || g, $2 FROM generate_series(1, 20) g RETURNING id`,
        [t, admin.personId],
      );
      await tx.query(
        `INSERT INTO courses (tenant_id, kind, title, vendor_id, course_status, created_by, updated_by, updated_at)
         SELECT $1, 'vended_content', 'Plan item ' || g, ($2::int[])[1 + g % 20], 'Draft', $3, $3, now() - g * interval '1 minute'
           FROM generate_series(1, 4000) g`,
        [t, vendors.rows.map((v) => v.id), admin.personId],
      );
      await tx.exec('ANALYZE courses');
      return t;
    });
    const vendorId = (await search(admin, { search_text: 'Plan item 7' })).body.items[0].vendor_id as number;
    const plan = async (filters: object) => {
      const q = vendedSearchQuery({ filters: { sort: 'updated', ...filters }, limit: 26 });
      return explainSearch(server.db, tenantId, q);
    };
    // The page is picked from the index alone (migration 0040), text filter included.
    expect(await plan({})).toMatch(/Index Only Scan using vended_content_updated_idx/);
    expect(await plan({ vendor_id: vendorId })).toMatch(/Index Only Scan using vended_content_vendor_idx/);
    expect(await plan({ sort: 'title' })).toMatch(/Index Only Scan using vended_content_title_key_idx/);
    // With a text filter, PGlite plans for the text (a small table: read it all); PostgreSQL's one plan reads the index.
    if (server.db.kind === 'postgres')
      expect(await plan({ sort: 'title', search_text: 'item 7' })).toMatch(/Index Only Scan using vended_content_title_key_idx/);
  });
});
