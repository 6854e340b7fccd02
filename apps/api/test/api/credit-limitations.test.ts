import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';
import { creditNasbaPaths, prepareCreditNasbaIds, ruleBody } from './route-samples-credit-nasba.ts';

/**
 * Credit limitation rules (issue 16, ADR 0037): validation, guards, the roster's reasons, the
 * error log written at certification (once per class, learner and rule), its search and CSV.
 */
let server: TestServer;
let accadmin: Session;
let admin: Session;
let acmeAccadmin: Session;

beforeAll(async () => {
  server = await startTestServer();
  [accadmin, admin, acmeAccadmin] = await Promise.all([server.login('accadmin'), server.login('admin'), server.login('accadmin', 'acme')]);
});
afterAll(() => server?.close());

const RULES = '/api/accadmin/credit-limitations';
const totalCredits = (row: { credits: { credits: number }[] }) => row.credits.reduce((s, c) => s + c.credits, 0);

async function certify(classId: number) {
  const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (let i = 0; i < 100; i++) {
    const status = await as(server, admin)('GET', `/api/external-requests/status/${res.body.request_id}`);
    if (status.body.status === 'done') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('certification did not finish');
}

describe('credit limitation rules', () => {
  it('refuse bad input with a 400 naming the field', async () => {
    const call = as(server, accadmin);
    const cases: [Record<string, unknown>, string][] = [
      [{ max_credits: 0 }, 'body.max_credits'],
      [{ max_credits: 1.25 }, 'body.max_credits'],
      [{ max_credits: 'two' }, 'body.max_credits'],
      [{ scope: 'week' }, 'body.scope'],
      [{ name: '  ' }, 'body.name'],
      [{ scope: 'field_of_study' }, 'body.field_of_study_id'],
      [{ scope: 'delivery_method' }, 'body.delivery_method_id'],
      [{ field_of_study_id: 999_999 }, 'body.field_of_study_id'],
      [{ delivery_method_id: 999_999 }, 'body.delivery_method_id'],
      [{ jurisdiction_id: 999_999 }, 'body.jurisdiction_id'],
    ];
    for (const [change, field] of cases) {
      const res = await call('POST', RULES, { body: { ...ruleBody(`Bad ${field}`), ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors[0].field, JSON.stringify(change)).toBe(field);
    }
  });

  it('are for Educe ACC Administrators only (admin and learner 403, anonymous 401)', async () => {
    expect((await as(server, admin)('GET', RULES)).status).toBe(403);
    expect((await as(server, await server.login('learner'))('GET', RULES)).status).toBe(403);
    expect((await server.call('GET', RULES)).status).toBe(401);
  });

  it("another firm's rule is 404 and its lists do not show ours", async () => {
    await prepareCreditNasbaIds(server);
    for (const [method, path, body] of creditNasbaPaths()) {
      const res = await as(server, acmeAccadmin)(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const ours = (await as(server, accadmin)('GET', RULES)).body.rules as { id: number }[];
    const theirs = (await as(server, acmeAccadmin)('GET', RULES)).body.rules as { id: number }[];
    expect(ours.length).toBeGreaterThan(0);
    expect(theirs.map((r) => r.id)).not.toEqual(expect.arrayContaining(ours.map((r) => r.id)));
  });

  it('cut the roster’s credits with a reason, and certification logs each cut once', async () => {
    const cls = await insertClass(server, {
      title: 'Limited class',
      days: [{ date: '2026-09-21' }],
      learners: [{ username: 'learner', attended: [1] }],
      instructors: ['instructor'],
      coordinators: ['coordinator'],
      dedicatedMonitors: ['admin'],
    });
    const roster = async () => (await as(server, admin)('GET', `/api/class/roster/${cls.classId}`)).body;
    const rosterId = String(cls.rosterIds.learner);
    const before = totalCredits((await roster()).roster[0]);
    expect(before).toBeGreaterThan(1);

    const created = await as(server, accadmin)('POST', RULES, { body: { ...ruleBody('One credit a day', 1), is_active: true } });
    expect(created.status).toBe(201);
    const after = await roster();
    expect(totalCredits(after.roster[0])).toBeCloseTo(Math.min(before, 1), 5);
    const reasons = after.limitationReasonsObj[rosterId] as { kind: string; message: string }[];
    const cut = Math.round((before - Math.min(before, 1)) * 10) / 10;
    expect(reasons).toContainEqual({ kind: 'limitation', message: `Credit limitation 'One credit a day' removed ${cut} credits.` });

    await certify(cls.classId);
    await certify(cls.classId);
    const log = await as(server, accadmin)('GET', '/api/accadmin/credit-limitation-log?learner=lee%20learn&classTitle=limited');
    expect(log.status).toBe(200);
    expect(log.body.rows).toHaveLength(1);
    expect(log.body.rows[0]).toMatchObject({ learner: 'Lee Learner', class_title: 'Limited class', rule: 'One credit a day', amount: cut });
    const transcripts = await server.db.asOwner(
      async (tx) => (await tx.query('SELECT sum(credits)::float AS c FROM transcripts WHERE class_id = $1', [cls.classId])).rows[0],
    );
    expect(transcripts?.c).toBeCloseTo(Math.min(before, 1), 5);

    const csv = await as(server, accadmin)('GET', '/api/accadmin/credit-limitation-log/export?learner=Lee');
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Lee Learner,Limited class,One credit a day');
    expect((await as(server, accadmin)('GET', '/api/accadmin/credit-limitation-log?learner=nobody-at-all')).body.rows).toHaveLength(0);
    expect((await as(server, acmeAccadmin)('GET', '/api/accadmin/credit-limitation-log')).body.rows).toHaveLength(0);

    // Deactivated, the rule cuts nothing more.
    await as(server, accadmin)('PUT', `${RULES}/${created.body.id}`, { body: ruleBody('One credit a day', 1) });
    expect(totalCredits((await roster()).roster[0])).toBeCloseTo(before, 5);
  });

  it('pages the log by keyset and refuses a malformed cursor', async () => {
    const res = await as(server, accadmin)('GET', '/api/accadmin/credit-limitation-log?after=yesterday');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('querystring.after');
    const page = await as(server, accadmin)('GET', '/api/accadmin/credit-limitation-log?limit=1');
    expect(page.body.rows.length).toBeLessThanOrEqual(1);
  });
});
