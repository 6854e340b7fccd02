import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest, submittedRequest } from '../support/factories/external-cpe.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** Search (mine / admin), keyset paging, and the CSV export with the contract's escaping. */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, external, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());

const search = (s: Session, body: object) => as(server, s)('POST', '/api/requests/ext-cpe/search', { body });

describe('search', () => {
  it("mine lists the caller's own requests only; admin needs ECP051 or ECP050", async () => {
    const a = await createRequest(server, learner, 'Mine alpha');
    const b = await createRequest(server, external, 'Theirs beta');
    const mine = await search(learner, { scope: 'mine' });
    const ids = mine.body.items.map((r: { id: number }) => r.id);
    expect(ids).toContain(a);
    expect(ids).not.toContain(b);
    expect((await search(learner, { scope: 'admin' })).status).toBe(403);
    const all = await search(admin, { scope: 'admin', text: 'beta' });
    expect(all.body.items.map((r: { id: number }) => r.id)).toEqual([b]);
    expect((await search(acmeAdmin, { scope: 'admin', text: 'beta' })).body.items).toEqual([]);
  });

  it('filters by status and completion dates, and pages by keyset', async () => {
    const submitted = await submittedRequest(server, learner, 'Paged submitted');
    const byStatus = await search(admin, { scope: 'admin', status: 'Submitted' });
    expect(byStatus.body.items.every((r: { request_status: string }) => r.request_status === 'Submitted')).toBe(true);
    expect(byStatus.body.items[0]).toMatchObject({
      id: submitted,
      completion_date: '2026-03-05',
      total_credits: 8,
      sponsor_name: 'Summit CPE Institute',
    });
    expect((await search(admin, { scope: 'admin', startDate: '2026-03-06' })).body.items.map((r: { id: number }) => r.id)).not.toContain(
      submitted,
    );
    for (let i = 0; i < 3; i++) await createRequest(server, learner, `Paging ${i}`);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { id: number }[]; nextCursor: string | null } } = await search(learner, {
        scope: 'mine',
        limit: 2,
        cursor,
      });
      seen.push(...page.body.items.map((r) => r.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((x, y) => y - x));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await search(learner, { scope: 'mine', limit: 100 })).body.items.length);
    const bad = await search(learner, { scope: 'mine', cursor: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.cursor');
  });
});

describe('export', () => {
  it('writes CSV with formula cells neutralized and quoted', async () => {
    const id = await createRequest(server, learner, '=HYPERLINK("x"), and more');
    const res = await fetch(`${server.url}/api/requests/ext-cpe/export?scope=mine&text=HYPERLINK`, {
      headers: { subdomain_name: 'demo', authorization: `Bearer ${learner.token}`, user_id: String(learner.personId) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Request ID,Title,Requester,Status,Sponsor,Completion Date,CPE Credits,Created On,Submitted On');
    expect(lines[1]).toMatch(new RegExp(`^${id},"'=HYPERLINK\\(""x""\\), and more",Lee Learner,Draft,,,0,`));
    const refused = await as(server, learner)('GET', '/api/requests/ext-cpe/export?scope=admin');
    expect(refused.status).toBe(403);
  });
});
