import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';
import { ids } from './route-samples.ts';
import { prepareVendedIds, vendedIds, vendedPaths } from './route-samples-vended-content.ts';

/**
 * Every vended content route that names an item or a vendor, asked by another tenant's admin
 * (who holds every code): 404, and nothing changes. Their searches and lists never show them.
 */
let server: TestServer;
let admin: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  let learner: Session;
  ({ server, admin, acmeAdmin, learner } = await startSignedIn());
  ids.learner = learner.personId;
  await prepareVendedIds(server);
});
afterAll(() => server?.close());

describe("another tenant's vended items and vendors", () => {
  it('are 404 on every route, and nothing changes', async () => {
    const read = () =>
      server.db.asOwner(async (tx) => ({
        items: (
          await tx.query('SELECT * FROM courses WHERE id = ANY($1) ORDER BY id', [
            [vendedIds.draft, vendedIds.toApprove, vendedIds.approved],
          ])
        ).rows,
        vendor: (await tx.query('SELECT * FROM vendors WHERE id = $1', [vendedIds.vendor])).rows,
        roster: (
          await tx.query('SELECT r.* FROM class_roster r JOIN courses c ON c.class_id = r.class_id WHERE c.id = $1', [vendedIds.approved])
        ).rows,
      }));
    const before = await read();
    expect(before.items).toHaveLength(3);
    for (const [method, path, body] of vendedPaths()) {
      const res = await as(server, acmeAdmin)(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await read()).toEqual(before);
  });

  it('a vendor of another tenant cannot be named by a new or edited item (400, never a 500)', async () => {
    const res = await as(server, acmeAdmin)('POST', '/api/vendedcontent', { body: { title: 'Foreign', vendor_id: vendedIds.vendor } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.vendor_id');
    const acmeVendor = (await as(server, acmeAdmin)('POST', '/api/vendors', { body: { name: `Acme only ${Date.now()}` } })).body.id;
    const edit = await as(server, admin)('PUT', `/api/vendedcontent/${vendedIds.draft}`, { body: { vendor_id: acmeVendor } });
    expect(edit.status).toBe(400);
  });

  it('lists and searches of the other tenant do not show them', async () => {
    const vendors = (await as(server, acmeAdmin)('GET', '/api/vendors')).body as { id: number }[];
    expect(vendors.map((v) => v.id)).not.toContain(vendedIds.vendor);
    const found = await as(server, acmeAdmin)('POST', '/api/vendedcontent/search', { body: { search_text: 'Sampled' } });
    expect(found.body.items).toEqual([]);
    const csv = await as(server, acmeAdmin)('GET', '/api/vendedcontent/export?search_text=Sampled');
    expect((csv.body as string).trimEnd().split('\r\n')).toHaveLength(1);
  });
});
