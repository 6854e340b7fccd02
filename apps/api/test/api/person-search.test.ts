import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** GET /api/persons/search: the person pickers of the course and class screens. */
let server: TestServer;
let admin: Session;
let learner: Session;
let demoId: number;
let acmeId: number;
/** Ids of the people this file adds, by "first last". */
const added = new Map<string, number>();

type Hit = { id: number; name: string; person_type: string };

async function addPerson(tenantId: number, first: string, last: string, type: 'internal' | 'external', email?: string): Promise<number> {
  return server.db.withTenant({ tenantId }, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, display_id, name_primary_first, name_primary_last, status)
       VALUES ($1, $2, $3, $4, $5, 'Active') RETURNING id`,
      [tenantId, type, `PS-${first}-${last}`.slice(0, 60), first, last],
    );
    const id = (rows[0] as { id: number }).id;
    if (email)
      await tx.query('INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary) VALUES ($1, $2, $3, true)', [
        tenantId,
        id,
        email,
      ]);
    added.set(`${first} ${last}`, id);
    return id;
  });
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, learner] = await Promise.all([server.login('admin'), server.login('learner')]);
  const { rows } = await server.db.asOwner((tx) => tx.query<{ id: number; subdomain: string }>('SELECT id, subdomain FROM tenants'));
  demoId = rows.find((r) => r.subdomain === 'demo')?.id as number;
  acmeId = rows.find((r) => r.subdomain === 'acme')?.id as number;
  await addPerson(demoId, 'Zoe', 'Qwarthy', 'internal', 'zoe.q@pickers.example');
  await addPerson(demoId, 'Adam', 'Qwarthy', 'internal');
  await addPerson(demoId, 'qwen', 'Abbot', 'internal');
  await addPerson(demoId, 'Xavier', 'Qwartz', 'external');
  await addPerson(demoId, 'Pct', 'Qw%ld', 'internal');
  await addPerson(demoId, 'Under', 'Qw_ld', 'internal');
  await addPerson(acmeId, 'Zack', 'Qwarthy', 'internal');
});
afterAll(async () => {
  await server?.close();
});

const search = (s: Session, query: string) => as(server, s)('GET', `/api/persons/search?${query}`);
const names = (body: { people: Hit[] }) => body.people.map((p) => p.name);

describe('GET /api/persons/search', () => {
  it('matches the start of the first name, last name, "first last" or e-mail, case-insensitively, ordered by last then first name', async () => {
    const byLast = await search(admin, 'q=QWAR');
    expect(byLast.status).toBe(200);
    // Internal people by default: Xavier Qwartz (external) is not offered; acme's Zack is another tenant's.
    expect(names(byLast.body)).toEqual(['Adam Qwarthy', 'Zoe Qwarthy']);
    expect(byLast.body.people[0]).toEqual({ id: added.get('Adam Qwarthy'), name: 'Adam Qwarthy', person_type: 'internal' });

    expect(names((await search(admin, 'q=qwen')).body)).toEqual(['qwen Abbot']);
    expect(names((await search(admin, `q=${encodeURIComponent('  zoe qw  ')}`)).body)).toEqual(['Zoe Qwarthy']);
    expect(names((await search(admin, 'q=ZOE.Q%40pick')).body)).toEqual(['Zoe Qwarthy']);
    // A display id matches by its start too.
    expect(names((await search(admin, 'q=ps-adam')).body)).toEqual(['Adam Qwarthy']);
    // Only starts match: "warthy" is inside a name, not at its start.
    expect((await search(admin, 'q=warthy')).body.people).toEqual([]);
  });

  it('filters by type: external, or all', async () => {
    expect(names((await search(admin, 'q=qwar&type=external')).body)).toEqual(['Xavier Qwartz']);
    expect((await search(admin, 'q=qwar&type=all')).body.people.map((p: Hit) => [p.name, p.person_type])).toEqual([
      ['Adam Qwarthy', 'internal'],
      ['Zoe Qwarthy', 'internal'],
      ['Xavier Qwartz', 'external'],
    ]);
  });

  it('lists the first people by name when nothing is typed, up to limit', async () => {
    const res = await search(admin, 'limit=5');
    expect(res.status).toBe(200);
    expect(res.body.people).toHaveLength(5);
    const first = await server.db.withTenant({ tenantId: demoId }, (tx) =>
      tx.query<{ id: number }>(
        "SELECT id FROM persons WHERE person_type = 'internal' ORDER BY name_primary_last, name_primary_first, id LIMIT 5",
      ),
    );
    expect(res.body.people.map((p: Hit) => p.id)).toEqual(first.rows.map((r) => r.id));
    expect((await search(admin, '')).body.people).toHaveLength(20);
    // 2,000 seeded "Learner 0001"… people: a limit caps the answer.
    expect(names((await search(admin, 'q=learner%2000&limit=3')).body)).toEqual(['Learner 0001', 'Learner 0002', 'Learner 0003']);
  });

  it('treats % and _ in q as plain characters, never as LIKE wildcards', async () => {
    expect(names((await search(admin, `q=${encodeURIComponent('qw%')}`)).body)).toEqual(['Pct Qw%ld']);
    expect(names((await search(admin, `q=${encodeURIComponent('qw_')}`)).body)).toEqual(['Under Qw_ld']);
    expect((await search(admin, `q=${encodeURIComponent('%')}`)).body.people).toEqual([]);
    expect((await search(admin, `q=${encodeURIComponent('\\')}`)).body.people).toEqual([]);
  });

  it('resolves ids to names; ids of another tenant are not returned', async () => {
    const zoe = added.get('Zoe Qwarthy') as number;
    const xavier = added.get('Xavier Qwartz') as number;
    const zack = added.get('Zack Qwarthy') as number;
    const res = await search(admin, `type=all&ids=${zack},${xavier},${zoe}`);
    expect(res.status).toBe(200);
    expect(res.body.people.map((p: Hit) => p.id)).toEqual([zoe, xavier]);
    // Acme's own staff find Zack.
    const acmeAdmin = await server.login('admin', 'acme');
    expect(names((await search(acmeAdmin, 'q=qwar')).body)).toEqual(['Zack Qwarthy']);
  });

  it('is for staff: a Learner-only user is refused; anonymous is 401', async () => {
    const res = await search(learner, 'q=qwar');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await server.call('GET', '/api/persons/search?q=qwar')).status).toBe(401);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=abc', 'limit'],
      ['type=everyone', 'type'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['ids=1,abc', 'ids'],
      ['ids=0', 'ids'],
      [`ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'ids'],
    ]) {
      const res = await search(admin, query as string);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(`querystring.${field}`);
    }
  });
});
