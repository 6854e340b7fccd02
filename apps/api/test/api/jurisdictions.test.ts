import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { seedCreditsOfEverySource } from '../support/factories/transcripts.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Jurisdictions (ADR 0031): the firm's boards and their requirements (HPT023 with ADM001 or
 * ADM003), and the licenses of internal people with the credits of each reporting period
 * against the requirement. Another tenant's ids are 404 and change nothing.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;
let personId: number;
let boards: Record<string, number>;

beforeAll(async () => {
  ({ server, admin, learner, external, acmeAdmin } = await startSignedIn());
  personId = await addPersonWithCodes(server, 'license.holder', []);
  await seedCreditsOfEverySource(server, personId);
  const list = await as(server, admin)('GET', '/api/jurisdictions');
  boards = Object.fromEntries((list.body as { code: string; id: number }[]).map((j) => [j.code, j.id]));
});
afterAll(() => server?.close());

const license = (over: Record<string, unknown> = {}) => ({
  jurisdiction_id: boards.FL,
  license_number: 'AC-55120',
  status: 'Active',
  period_start: '2025-01-01',
  period_end: '2026-12-31',
  ...over,
});

describe('jurisdictions and their requirements', () => {
  it('every firm starts with the baseline boards and a requirement for each', async () => {
    const res = await as(server, admin)('GET', '/api/jurisdictions');
    expect(res.status).toBe(200);
    expect(res.body.map((j: { code: string }) => j.code)).toEqual(['CA', 'FL', 'NJ', 'NY', 'TX']);
    expect(res.body.find((j: { code: string }) => j.code === 'NY')).toMatchObject({
      name: 'New York State Board of Public Accountancy',
      requirement: { period_years: 3, total_credits: 120, min_ethics_credits: 4 },
    });
    const acme = await as(server, acmeAdmin)('GET', '/api/jurisdictions');
    expect(acme.body.map((j: { id: number }) => j.id)).not.toContain(boards.NY);
    expect((await as(server, learner)('GET', '/api/jurisdictions')).status).toBe(403);
  });

  it('an internal users administrator sets a requirement; a minimum over the total is a 400 naming it', async () => {
    const body = { period_years: 2, total_credits: 10, min_ethics_credits: 3, min_technical_credits: 5, max_non_technical_credits: 2 };
    const put = await as(server, admin)('PUT', `/api/jurisdictions/${boards.FL}/requirement`, { body });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const fl = (await as(server, admin)('GET', '/api/jurisdictions')).body.find((j: { code: string }) => j.code === 'FL');
    expect(fl.requirement).toEqual(body);
    const over = await as(server, admin)('PUT', `/api/jurisdictions/${boards.FL}/requirement`, {
      body: { ...body, min_ethics_credits: 11 },
    });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].field).toBe('body.min_ethics_credits');
    const years = await as(server, admin)('PUT', `/api/jurisdictions/${boards.FL}/requirement`, { body: { ...body, period_years: 4 } });
    expect(years.body.errors[0].field).toBe('body.period_years');
    // ADM001 administers internal users; ADM002 alone does not set their boards' requirements.
    await addPersonWithCodes(server, 'internal.admin', ['HPT023', 'ADM001']);
    await addPersonWithCodes(server, 'external.admin', ['HPT023', 'ADM002']);
    const internalAdmin = await server.login('internal.admin');
    const externalAdmin = await server.login('external.admin');
    expect((await as(server, internalAdmin)('PUT', `/api/jurisdictions/${boards.FL}/requirement`, { body })).status).toBe(200);
    expect((await as(server, externalAdmin)('PUT', `/api/jurisdictions/${boards.FL}/requirement`, { body })).status).toBe(403);
    expect((await as(server, learner)('PUT', `/api/jurisdictions/${boards.FL}/requirement`, { body })).status).toBe(403);
  });
});

describe('licenses', () => {
  it('are added, measured against the requirement over their reporting period, changed and removed, each change audited', async () => {
    const created = await as(server, admin)('POST', `/api/person/jurisdictions/${personId}`, { body: license() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const read = async () => (await as(server, admin)('GET', `/api/person/jurisdictions/${personId}`)).body;
    const [fl] = (await read()).licenses;
    expect(fl).toMatchObject({ id, license_number: 'AC-55120', status: 'Active', jurisdiction: { code: 'FL' }, earned_credits: 16 });
    // 2025–2026: class 6 (Taxes 4, Behavioral Ethics 2), IS 3, LL 1.5 (BMO), vended 2.5, external 3 (Regulatory Ethics 2, Taxes 1).
    // Technical 3 + 2.5 + 4 + 1 = 10.5; non-technical 2 + 1.5 + 2 = 5.5, of which 2 count; ethics 4.
    expect(fl.progress).toEqual({
      earned: { total: 16, technical: 10.5, non_technical: 5.5, ethics: 4 },
      counted_total: 12.5,
      non_technical_not_counted: 3.5,
      total: { required: 10, earned: 12.5, met: true, short_by: 0 },
      ethics: { required: 3, earned: 4, met: true, short_by: 0 },
      technical: { required: 5, earned: 10.5, met: true, short_by: 0 },
      met: true,
    });

    const narrowed = await as(server, admin)('PUT', `/api/person/licenses/${id}`, {
      body: license({ period_start: '2025-06-01', period_end: '2025-12-31', status: 'Lapsed' }),
    });
    expect(narrowed.status).toBe(200);
    const [after] = (await read()).licenses;
    expect(after).toMatchObject({ status: 'Lapsed', earned_credits: 4.5 });
    expect(after.progress.total).toEqual({ required: 10, earned: 4.5, met: false, short_by: 5.5 });
    expect(after.progress.ethics).toEqual({ required: 3, earned: 0, met: false, short_by: 3 });

    expect((await as(server, admin)('DELETE', `/api/person/licenses/${id}`)).status).toBe(200);
    expect((await read()).licenses).toEqual([]);
    const audit = await server.db.asOwner((tx) =>
      tx.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'person_licenses' AND entity_id = $1 ORDER BY id", [
        String(id),
      ]),
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('a board without a requirement shows the credits earned and no progress', async () => {
    const board = await server.db.asOwner(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        "INSERT INTO jurisdictions (tenant_id, code, name) SELECT id, 'WA', 'Washington State Board of Accountancy' FROM tenants WHERE subdomain = 'demo' RETURNING id",
      );
      return rows[0]?.id as number;
    });
    const created = await as(server, admin)('POST', `/api/person/jurisdictions/${personId}`, { body: license({ jurisdiction_id: board }) });
    const [wa] = (await as(server, admin)('GET', `/api/person/jurisdictions/${personId}`)).body.licenses;
    expect(wa).toMatchObject({ id: created.body.id, requirement: null, progress: null, earned_credits: 16 });
    await as(server, admin)('DELETE', `/api/person/licenses/${created.body.id}`);
  });

  it('refuses a missing license number, a period that does not end after it starts, and another firm’s board, naming the field', async () => {
    const post = (body: unknown) => as(server, admin)('POST', `/api/person/jurisdictions/${personId}`, { body });
    const cases: [Record<string, unknown>, string][] = [
      [{ license_number: '   ' }, 'body.license_number'],
      [{ period_end: '2025-01-01' }, 'body.period_end'],
      [{ period_end: '2024-12-31' }, 'body.period_end'],
      [{ status: 'Suspended' }, 'body.status'],
    ];
    for (const [over, field] of cases) {
      const res = await post(license(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
    const acmeBoard = (await as(server, acmeAdmin)('GET', '/api/jurisdictions')).body[0].id;
    const foreign = await post(license({ jurisdiction_id: acmeBoard }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('body.jurisdiction_id');
  });

  it('the learner reads their own (the seed’s New York license) but changes nothing; external people have none', async () => {
    const mine = await as(server, learner)('GET', `/api/person/jurisdictions/${learner.personId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.licenses).toEqual([
      expect.objectContaining({ license_number: 'NY-104233', jurisdiction: expect.objectContaining({ code: 'NY' }) }),
    ]);
    // The seed's independent study (2026-08-20) is in the period.
    expect(mine.body.licenses[0].earned_credits).toBeGreaterThan(0);
    expect((await as(server, learner)('GET', `/api/person/jurisdictions/${personId}`)).status).toBe(403);
    expect((await as(server, learner)('POST', `/api/person/jurisdictions/${learner.personId}`, { body: license() })).status).toBe(403);
    expect((await as(server, admin)('GET', `/api/person/jurisdictions/${external.personId}`)).status).toBe(404);
    expect((await as(server, admin)('POST', `/api/person/jurisdictions/${external.personId}`, { body: license() })).status).toBe(404);
  });

  it("another tenant's people, licenses and boards are 404, and nothing changes", async () => {
    const id = (await as(server, admin)('POST', `/api/person/jurisdictions/${personId}`, { body: license() })).body.id;
    const snapshot = () =>
      server.db.asOwner(async (tx) => ({
        licenses: (await tx.query('SELECT * FROM person_licenses WHERE person_id = $1 ORDER BY id', [personId])).rows,
        requirement: (await tx.query('SELECT * FROM jurisdiction_requirements WHERE jurisdiction_id = $1', [boards.NY])).rows,
      }));
    const before = await snapshot();
    const acme = as(server, acmeAdmin);
    const requirement = {
      period_years: 1,
      total_credits: 1,
      min_ethics_credits: 0,
      min_technical_credits: 0,
      max_non_technical_credits: null,
    };
    for (const [method, path, body] of [
      ['GET', `/api/person/jurisdictions/${personId}`],
      ['POST', `/api/person/jurisdictions/${personId}`, license()],
      ['PUT', `/api/person/licenses/${id}`, license({ license_number: 'Taken' })],
      ['DELETE', `/api/person/licenses/${id}`],
      ['PUT', `/api/jurisdictions/${boards.NY}/requirement`, requirement],
    ] as const) {
      const res = await acme(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});
