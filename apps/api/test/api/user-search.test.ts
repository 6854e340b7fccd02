import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdministrators, insertPeople, type MadePerson } from '../support/factories/user-search.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** User administration search (/user-administration, ADR 0028): fields, types per ADM code, keyset pages, CSV. */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;
let people: MadePerson[];
let admins: Awaited<ReturnType<typeof addAdministrators>>;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
  // 12 internal and 11 external people named Quillfeather (a name no seed uses), in no particular order.
  const rows = Array.from({ length: 23 }, (_, i) => ({
    type: (i % 2 === 0 ? 'internal' : 'external') as 'internal' | 'external',
    first: ['Ada', 'Bea', 'Cy', 'Dot', 'Eve'][(i * 3) % 5] as string,
    last: `Quillfeather${String.fromCharCode(97 + ((i * 7) % 23))}`,
    displayId: `QF-${String(i).padStart(3, '0')}`,
  }));
  people = await insertPeople(server, rows);
  admins = await addAdministrators(server, 'usearch');
});
afterAll(() => server?.close());

type Page = { status: number; body: { people: { id: number; person_type: string; email_address: string | null }[]; next: string | null } };
const search = (s: Session, body: object): Promise<Page> => as(server, s)('POST', '/api/user-administration/search', { body });
const ids = (res: Page) => res.body.people.map((p) => p.id);
const byName = (a: MadePerson, b: MadePerson) =>
  a.last < b.last ? -1 : a.last > b.last ? 1 : a.first < b.first ? -1 : a.first > b.first ? 1 : a.id - b.id;

describe('search fields', () => {
  it('finds people by first name, last name, "first last", e-mail and display id, case-insensitively', async () => {
    const p = people[4] as MadePerson;
    const found = async (q: string) => ids(await search(admin, { q, limit: 100 }));
    expect(await found(p.last.toUpperCase())).toContain(p.id);
    expect(await found(`${p.first.toLowerCase()} ${p.last.slice(0, 5)}`)).toContain(p.id);
    expect(await found(p.email.toUpperCase())).toEqual([p.id]);
    expect(await found(p.displayId.toLowerCase())).toEqual([p.id]);
    // A non-primary e-mail finds the person too; the row shows the primary one.
    const other = await search(admin, { q: `other.${p.email}` });
    expect(other.body.people).toMatchObject([{ id: p.id, email_address: p.email }]);
    expect((await found('quillfeather')).sort()).toEqual(people.map((x) => x.id).sort());
    // LIKE wildcards are plain characters.
    expect(await found('quill%')).toEqual([]);
    expect(await found('QF-0_1')).toEqual([]);
  });

  it('answers every column of the results', async () => {
    const p = people.find((x) => x.type === 'external') as MadePerson;
    const res = await search(admin, { q: p.displayId });
    expect(res.status).toBe(200);
    expect(res.body.people[0]).toEqual({
      id: p.id,
      display_id: p.displayId,
      first_name: p.first,
      last_name: p.last,
      person_type: 'external',
      email_address: p.email,
      username: p.displayId.toLowerCase(),
      status: 'Registration email sent',
      date_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      date_login: null,
    });
  });
});

describe('person types by ADM code', () => {
  const types = async (s: Session, type: string) => {
    const res = await search(s, { q: 'quillfeather', type, limit: 100 });
    return { status: res.status, types: [...new Set(res.body.people?.map((p) => p.person_type))].sort(), count: res.body.people?.length };
  };

  it('ADM001 sees internal people only; asking for external is a 403', async () => {
    expect(await types(admins.internal, 'both')).toEqual({ status: 200, types: ['internal'], count: 12 });
    expect(await types(admins.internal, 'internal')).toEqual({ status: 200, types: ['internal'], count: 12 });
    const refused = await search(admins.internal, { type: 'external' });
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as { message: string }).message).toBe('You do not administer external users.');
  });

  it('ADM002 sees external people only; ADM003 both; HPT023 or ADM003 alone, and learners, are refused', async () => {
    expect(await types(admins.external, 'both')).toEqual({ status: 200, types: ['external'], count: 11 });
    expect((await search(admins.external, { type: 'internal' })).status).toBe(403);
    expect(await types(admins.both, 'both')).toEqual({ status: 200, types: ['external', 'internal'], count: 23 });
    expect(await types(admins.both, 'external')).toEqual({ status: 200, types: ['external'], count: 11 });
    expect((await search(admins.none, {})).status).toBe(403);
    expect((await search(admins.codesOnly, {})).status).toBe(403);
    expect((await search(learner, {})).status).toBe(403);
  });
});

describe('keyset pages', () => {
  it('join up in name order without gaps or repeats, with and without text and type', async () => {
    for (const [filters, expected] of [
      [{ q: 'Quillfeather' }, [...people].sort(byName)],
      [{ q: 'quillfeather', type: 'external' }, people.filter((p) => p.type === 'external').sort(byName)],
    ] as const) {
      const seen: number[] = [];
      let after: string | null = null;
      do {
        const page: Page = await search(admin, { ...filters, limit: 4, after });
        expect(page.status).toBe(200);
        expect(page.body.people.length).toBeLessThanOrEqual(4);
        seen.push(...ids(page));
        after = page.body.next;
      } while (after);
      expect(seen).toEqual(expected.map((p) => p.id));
    }
    // Browsing (no text): three pages of 7 are the first 21 of one page of 21.
    for (const type of ['both', 'internal']) {
      const whole = ids(await search(admin, { type, limit: 21 }));
      const paged: number[] = [];
      let after: string | null = null;
      for (let i = 0; i < 3; i++) {
        const page: Page = await search(admin, { type, limit: 7, after });
        paged.push(...ids(page));
        after = page.body.next;
      }
      expect(paged).toEqual(whole);
      expect(new Set(paged).size).toBe(21);
    }
  });

  it('refuses a forged cursor, a bad type or limit with a 400 naming the field', async () => {
    const forged = Buffer.from(JSON.stringify({ l: 'x', f: 'y', i: -1 })).toString('base64url');
    for (const [body, field] of [
      [{ after: 'not a cursor!' }, 'body.after'],
      [{ after: forged }, 'body.after'],
      [{ after: Buffer.from('{"l":"a\\u0000","f":"b","i":1}').toString('base64url') }, 'body.after'],
      [{ type: 'all' }, 'body.type'],
      [{ limit: 0 }, 'body.limit'],
      [{ q: 'x'.repeat(101) }, 'body.q'],
    ] as const) {
      const res = (await search(admin, body)) as unknown as { status: number; body: { errors: { field: string }[] } };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]?.field).toBe(field);
    }
  });
});

describe('tenancy', () => {
  it("another tenant's people never appear, and their documents are not found", async () => {
    const p = people[0] as MadePerson;
    expect(ids(await search(acmeAdmin, { q: 'quillfeather', limit: 100 }))).toEqual([]);
    expect(ids(await search(acmeAdmin, { q: p.email }))).toEqual([]);
    const csv = await as(server, acmeAdmin)('GET', '/api/user-administration/export?q=quillfeather');
    expect(csv.status).toBe(200);
    expect((csv.body as string).trimEnd().split('\r\n')).toHaveLength(1);
    expect((await as(server, acmeAdmin)('GET', `/api/docs/person/${p.id}`)).status).toBe(404);
    expect((await as(server, admin)('GET', `/api/docs/person/${p.id}`)).status).toBe(200);
  });
});

describe('CSV export', () => {
  it('is the same search as CSV, formula cells neutralized, refused as the search is', async () => {
    const [evil] = await insertPeople(server, [{ type: 'internal', first: '=cmd|calc', last: 'Zyxformula, Jr', displayId: 'ZF-1' }]);
    const call = as(server, admin);
    const res = await call('GET', '/api/user-administration/export?q=zyxformula&type=both');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('x-export-rows')).toBe('1');
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Display ID,Person Type,Email,Username,Status,Date Created,Last Login');
    expect(lines[1]).toMatch(/^"'=cmd\|calc Zyxformula, Jr",ZF-1,Internal,zf-1@search\.example,,Registration email sent,\d{4}-/);
    expect(evil?.id).toBeGreaterThan(0);
    const all = await call('GET', '/api/user-administration/export?q=quillfeather');
    expect((all.body as string).trimEnd().split('\r\n')).toHaveLength(24);
    const internalOnly = await as(server, admins.internal)('GET', '/api/user-administration/export?q=quillfeather');
    expect((internalOnly.body as string).trimEnd().split('\r\n')).toHaveLength(13);
    expect((await as(server, admins.internal)('GET', '/api/user-administration/export?type=external')).status).toBe(403);
    expect((await as(server, learner)('GET', '/api/user-administration/export')).status).toBe(403);
    expect((await call('GET', '/api/user-administration/export?type=nobody')).status).toBe(400);
  });
});
