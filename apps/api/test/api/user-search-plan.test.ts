import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleSeedPeople } from '../../src/cli/scale-seed-people.ts';
import { manyPeopleMatch } from '../../src/db/person-prefix.ts';
import { personSearchSql } from '../../src/modules/persons/person-search-sql.ts';
import { userSearchSql } from '../../src/modules/user-administration/user-search-sql.ts';
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

const plan = async (input: Parameters<typeof userSearchSql>[0], many = false) => {
  const { text, values } = userSearchSql(input, many);
  const { rows } = await server.db.withTenant({ tenantId }, (tx) => tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values));
  return rows.map((r) => r['QUERY PLAN']).join('\n');
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

  it('when many people match, a prefix search walks the name-order index instead, and finds the same page', async () => {
    const rows = async (q: { text: string; values: unknown[] }) =>
      (await server.db.withTenant({ tenantId }, (tx) => tx.query<{ id: number }>(q.text, q.values))).rows.map((r) => r.id);
    const explain = async (q: { text: string; values: unknown[] }) =>
      (await server.db.withTenant({ tenantId }, (tx) => tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.text}`, q.values))).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    expect(await server.db.withTenant({ tenantId }, (tx) => manyPeopleMatch(tx, 'sm', () => []))).toBe(true);
    expect(await server.db.withTenant({ tenantId }, (tx) => manyPeopleMatch(tx, 'scl-000123', () => []))).toBe(false);
    for (const a of [undefined, after]) {
      const input = { q: 'sm', types: ['internal', 'external'] as const, after: a, limit: 26 };
      const text = await plan({ ...input, types: [...input.types] }, true);
      expect(text, text).toMatch(/Index (Only )?Scan using persons_name_order_idx/);
      expect(text, text).not.toMatch(/Seq Scan on (persons|person_emails)/);
      const many = await rows(userSearchSql({ ...input, types: [...input.types] }, true));
      expect(many).toHaveLength(26);
      expect(many).toEqual(await rows(userSearchSql({ ...input, types: [...input.types] }, false)));
    }
    for (const q of ['sm', 'j', 'le']) {
      const search = { q, type: 'all' as const, limit: 20 };
      expect(await rows(personSearchSql(search, true))).toEqual(await rows(personSearchSql(search, false)));
      expect(await explain(personSearchSql(search, true))).toMatch(/Index (Only )?Scan using persons_name_order_idx/);
    }
  });

  it("the person picker's prefix search (GET /persons/search) reads the same search indexes", async () => {
    const q = personSearchSql({ q: 'sm', type: 'all', limit: 20 });
    const { rows } = await server.db.withTenant({ tenantId }, (tx) => tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.text}`, q.values));
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
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
