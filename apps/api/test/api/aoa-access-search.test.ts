import { AOA_EXPORT_COLUMNS, AOA_MESSAGES, csvRow } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AOA_DAY1, AOA_NOW, aoaClass, openAoa, verifyCode } from '../support/factories/aoa.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Who reaches an affidavit (the contract's AOA policy), the class search of the start
 * screen, the AOA searches with their scopes and CSV export, and the audit trail of an AOA.
 */
let s: SignedIn;
let server: TestServer;
let learner: Session;
let coordinator: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  s = await startSignedIn({ start: AOA_NOW });
  ({ server, learner, coordinator, acmeAdmin } = s);
});
afterAll(() => s?.server.close());

describe('access', () => {
  it('shows an affidavit to its requestor and AOA staff; others and another firm get 404', async () => {
    const { classId, codes } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    expect((await as(server, learner)('GET', `/api/aoa/${requestId}`)).status).toBe(200);
    expect((await as(server, coordinator)('GET', `/api/aoa/${requestId}`)).status).toBe(200);
    const rosterId = (await verifyCode(server, learner, requestId, classId, (codes[0] as { code: string }).code)).body.rosterId;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/aoa/${requestId}`],
      ['GET', `/api/aoa/docs/${requestId}`],
      ['GET', `/api/aoa/validation/${requestId}`],
      ['GET', `/api/aoa/history/${requestId}`],
      ['POST', '/api/aoa/roster-info', { rosterId, requestId }],
      ['PUT', '/api/aoa/update', { requestId, isConfirmed: 1 }],
      ['PUT', '/api/aoa/submit', { requestId, isConfirmed: 1 }],
      ['PUT', '/api/aoa/cancel', { requestId, isClosed: 0, isVoided: 1, reason: 'x' }],
      ['PUT', '/api/aoa/validate-attend-code', { requestId, classId, attendCode: 'ABCDEFGH' }],
      ['POST', '/api/audit-info', { learningObjectId: requestId, refLearningObjectId: 7 }],
    ];
    for (const [method, path, body] of calls) {
      expect((await as(server, s.external)(method, path, { body })).status, `${method} ${path} as another learner`).toBe(404);
      expect((await as(server, acmeAdmin)(method, path, { body })).status, `${method} ${path} as another firm`).toBe(404);
    }
    expect((await as(server, acmeAdmin)('GET', `/api/aoa/get-class/${classId}`)).status).toBe(404);
    expect((await as(server, acmeAdmin)('POST', '/api/aoa', { body: { classId } })).status).toBe(400);
    // Staff may edit a learner's Draft, but only the requestor submits it.
    expect((await as(server, coordinator)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1 } })).status).toBe(403);
  });

  it('opens one open affidavit per class, never for a Voided class, and names bad fields', async () => {
    const { classId } = await aoaClass(server);
    await openAoa(server, learner, classId);
    const twice = await as(server, learner)('POST', '/api/aoa', { body: { classId } });
    expect(twice).toMatchObject({ status: 409, body: { message: AOA_MESSAGES.alreadyOpen } });
    const voided = await aoaClass(server, { status: 'Voided' });
    const res = await as(server, learner)('POST', '/api/aoa', { body: { classId: voided.classId } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ field: 'body.classId', message: AOA_MESSAGES.classVoided });
    const bad = await as(server, learner)('PUT', '/api/aoa/update', {
      body: { requestId: 1, days: [{ day: 0, attended: 2, missedTimes: [] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['body.days.0.day']));
  });

  it('refuses missed time outside the day and a day the class does not have', async () => {
    const { classId } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    const outside = await as(server, learner)('PUT', '/api/aoa/update', {
      body: { requestId, days: [{ day: 1, attended: 1, missedTimes: [{ startAt: '09:00', returnedAt: '09:30' }] }] },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0].field).toBe('body.days.0.missedTimes.0');
    const noDay = await as(server, learner)('PUT', '/api/aoa/update', {
      body: { requestId, days: [{ day: 3, attended: 1, missedTimes: [] }] },
    });
    expect(noDay.body.errors[0].field).toBe('body.days.0.day');
  });

  it('keeps the audit trail of an affidavit and its declarations', async () => {
    const { classId } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    await as(server, learner)('PUT', '/api/aoa/update', { body: { requestId, days: [{ day: 1, attended: 1, missedTimes: [] }] } });
    const trail = await as(server, learner)('POST', '/api/audit-info', { body: { learningObjectId: requestId, refLearningObjectId: 7 } });
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    expect(trail.body.map((r: { entity: string }) => r.entity)).toEqual(expect.arrayContaining(['affidavits', 'affidavit_days']));
  });
});

describe('class search of the start screen', () => {
  it('finds classes that are not Voided by title, class id and course, within dates; empty is No Classes Found', async () => {
    const live = await aoaClass(server, { title: 'Quasar ethics day' });
    await aoaClass(server, { title: 'Quasar ethics voided', status: 'Voided' });
    const search = (body: unknown) => as(server, learner)('POST', '/api/aoa/class-search', { body });
    const byTitle = await search({ searchType: 'title', searchString: 'quasar', searchStartDate: AOA_DAY1, searchEndDate: AOA_DAY1 });
    expect(byTitle.body.map((c: { classId: number }) => c.classId)).toEqual([live.classId]);
    expect((await search({ searchType: 'classId', searchString: String(live.classId) })).body[0]).toMatchObject({
      classId: live.classId,
      class_title: 'Quasar ethics day',
      status: 'Uncertified',
      timezone: 'America/New_York',
    });
    expect((await search({ searchType: 'classId', searchString: 'x1' })).body).toEqual([]);
    expect((await search({ searchType: 'title', searchString: 'quasar', searchStartDate: '2027-01-01' })).body).toEqual([]);
    const bad = await search({ searchType: 'venue', searchString: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.searchType');
    const cls = await as(server, learner)('GET', `/api/aoa/get-class/${live.classId}`);
    expect(cls.body).toMatchObject({ class_title: 'Quasar ethics day', start_date: AOA_DAY1, end_date: '2026-10-06' });
    expect(cls.body.days).toHaveLength(2);
  });
});

describe('AOA search and export', () => {
  it("lists one's own ('mine') or, for AOA050, the firm's ('admin'), keyset paged; CSV cells are neutralized", async () => {
    const { classId } = await aoaClass(server, { title: '=HYPERLINK("x") class' });
    const mine = await openAoa(server, learner, classId);
    const theirs = await openAoa(server, s.external, classId);
    const search = (who: Session, body: unknown) => as(server, who)('POST', '/api/aoa/search', { body });
    const own = await search(learner, { scope: 'mine', classId, limit: 10 });
    expect(own.body.items.map((r: { requestId: number }) => r.requestId)).toEqual([mine]);
    expect((await search(learner, { scope: 'admin' })).status).toBe(403);
    const all = await search(coordinator, { scope: 'admin', classId, status: 'Draft', limit: 1 });
    expect(all.body.items.map((r: { requestId: number }) => r.requestId)).toEqual([theirs]);
    const next = await search(coordinator, { scope: 'admin', classId, status: 'Draft', limit: 1, after: all.body.nextCursor });
    expect(next.body.items.map((r: { requestId: number }) => r.requestId)).toEqual([mine]);
    expect((await search(coordinator, { scope: 'admin', after: 'not*a*cursor' })).body.errors[0].field).toBe('body.after');
    expect((await search(coordinator, { scope: 'admin', classId, personText: 'lee' })).body.items).toHaveLength(1);

    const csv = await as(server, learner)('GET', `/api/aoa/export?scope=mine&classId=${classId}`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(csvRow(AOA_EXPORT_COLUMNS));
    expect(lines[1]).toContain(`${mine},Draft,Lee Learner,${classId},"'=HYPERLINK(""x"") class"`);
    expect((await as(server, learner)('GET', '/api/aoa/export?scope=admin')).status).toBe(403);
  });
});
