import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleSeedPeople } from '../../src/cli/scale-seed-people.ts';
import { personSearchSql } from '../../src/modules/persons/person-search-sql.ts';
import { userSearchSql } from '../../src/modules/user-administration/user-search-sql.ts';
import { explainSearch } from '../support/explain.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The user search's plans with many people (ADR 0028): every page, and the pages after the
 * first (keyset `after`), read an index; browsing in name order reads it in order and stops.
 */
let server: TestServer;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { inserted } = await scaleSeedPeople(server.db, { people: 12_000, batchSize: 6_000 });
  expect(inserted).toBe(12_000);
  tenantId = await server.db.asOwner(
    async (tx) => (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number,
  );
}, 180_000);
afterAll(() => server?.close());

const plan = async (input: Parameters<typeof userSearchSql>[0]) => {
  const { text, values } = userSearchSql(input);
  return explainSearch(server.db, tenantId, { text, values });
};
const after = { last: 'Johnson', first: 'Mary', id: 5000 };

describe('user search plans at scale', () => {
  it('browsing in name order is an index scan in that order, on the first page and after it', async () => {
    for (const a of [undefined, after]) {
      const both = await plan({ types: ['internal', 'external'], after: a, limit: 26 });
      expect(both).toMatch(/Index (Only )?Scan using persons_name_order_idx/);
      expect(both).not.toMatch(/Seq Scan on persons/);
      const one = await plan({ types: ['external'], after: a, limit: 26 });
      expect(one).toMatch(/Index (Only )?Scan using persons_type_name_order_idx/);
      expect(one).not.toMatch(/Seq Scan on persons/);
    }
  });

  it('a prefix search reads the search indexes of name, display id and e-mail, never the whole table', async () => {
    for (const a of [undefined, after]) {
      const text = await plan({ q: 'sm', types: ['internal', 'external'], after: a, limit: 26 });
      for (const index of [
        'persons_search_full_idx',
        'persons_search_last_idx',
        'persons_search_display_id_idx',
        'person_emails_search_idx',
      ])
        expect(text).toMatch(new RegExp(`(Index (Only )?Scan using|Bitmap Index Scan on) ${index}`));
      expect(text).not.toMatch(/Seq Scan on (persons|person_emails)/);
    }
  });

  it('a prefix search keeps the best page of each prefix from its index alone, and finds what a plain filter finds', async () => {
    const ids = async (q: { text: string; values: unknown[] }) =>
      (await server.db.withTenant({ tenantId }, (tx) => tx.query<{ id: number }>(q.text, q.values))).rows.map((r) => r.id);
    // The same people by the plainest query: every person tested against every prefix.
    const plain = (q: string, limit: number, afterName?: typeof after) => ({
      text: `SELECT p.id FROM persons p
              WHERE (lower(p.name_primary_first || ' ' || p.name_primary_last) LIKE $1 OR lower(p.name_primary_last) LIKE $1
                     OR lower(p.display_id) LIKE $1 OR p.id IN (SELECT person_id FROM person_emails WHERE lower(email_address) LIKE $1))
                AND p.merged_into_id IS NULL ${afterName ? 'AND (p.name_primary_last, p.name_primary_first, p.id) > ($3, $4, $5)' : ''}
              ORDER BY p.name_primary_last, p.name_primary_first, p.id LIMIT $2`,
      values: [`${q}%`, limit, ...(afterName ? [afterName.last, afterName.first, afterName.id] : [])],
    });
    for (const q of ['sm', 'j', 'le', 'scl-0001']) {
      const picker = await ids(personSearchSql({ q, type: 'all', limit: 20 }));
      expect(picker.length, q).toBeGreaterThan(0);
      expect(picker, q).toEqual(await ids(plain(q, 20)));
      for (const a of [undefined, after]) {
        const users = await ids(userSearchSql({ q, types: ['internal', 'external'], after: a, limit: 26 }));
        expect(users, q).toEqual(await ids(plain(q, 26, a)));
      }
    }
    const text = await plan({ q: 'sm', types: ['internal', 'external'], limit: 26 });
    // Index-only once VACUUM has marked the pages all-visible; a bitmap scan on a table just filled.
    expect(text, text).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) persons_search_last_idx/);
    expect(text, text).not.toMatch(/Index (Only )?Scan using persons_name_order_idx/);
  });

  it("the person picker's prefix search (GET /persons/search) reads the same search indexes", async () => {
    const q = personSearchSql({ q: 'sm', type: 'all', limit: 20 });
    const text = await explainSearch(server.db, tenantId, q);
    for (const index of ['persons_search_full_idx', 'persons_search_last_idx', 'persons_search_display_id_idx', 'person_emails_search_idx'])
      expect(text, text).toMatch(new RegExp(`(Index (Only )?Scan using|Bitmap Index Scan on) ${index}`));
    expect(text, text).not.toMatch(/Seq Scan on (persons|person_emails)/);
  });

  it('the scale seed is idempotent and the people are searchable', async () => {
    expect(await scaleSeedPeople(server.db, { people: 12_000 })).toEqual({ existing: 12_000, inserted: 0 });
    const admin = await server.login('admin');
    const res = await server.call('POST', '/api/user-administration/search', {
      token: admin.token,
      userId: admin.personId,
      body: { q: 'scl-000123' },
    });
    expect(res.body.people).toMatchObject([{ display_id: 'SCL-000123', email_address: expect.stringMatching(/\.000123@scale\.example$/) }]);
  });
});
