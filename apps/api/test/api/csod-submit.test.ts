import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { eventually } from '../support/eventually.ts';
import { insertCsodLocalLearning } from '../support/factories/csod-local-learning.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * POST /csod/submit-local-learning/{id} (ADR 0024): a local learning in Pending
 * Delivery goes to the sandbox's Cornerstone dialect as an event and its session; the screen
 * polls GET /external-requests/status/{requestId}; the ids and the session's status are kept.
 */
let sandbox: Awaited<ReturnType<typeof startLmsSandbox>>;
let server: TestServer;
let coordinator: Session;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 10 });
  server = await startTestServer({ env: { LMS_URL: sandbox.url } });
  coordinator = await server.login('coordinator');
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});
beforeEach(() => sandbox.control({ failureMode: 'none', latencyMs: 10 }));

const submit = (id: number | string, who = coordinator) => as(server, who)('POST', `/api/csod/submit-local-learning/${id}`);

/** Polls as the screen does until the request is finished. */
const finished = (requestId: number, who = coordinator) =>
  eventually(
    async () => {
      const { body } = await as(server, who)('GET', `/api/external-requests/status/${requestId}`);
      return (body.status === 'done' || body.status === 'failed') && body;
    },
    { what: `CSOD request ${requestId}` },
  );

const stored = (id: number) =>
  server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ course_lms_id: string | null; class_lms_id: string | null; lms_status: string | null }>(
      'SELECT c.lms_id AS course_lms_id, k.lms_id AS class_lms_id, k.lms_status FROM courses c JOIN classes k ON k.id = c.class_id WHERE c.id = $1',
      [id],
    );
    return rows[0];
  });

const csod = () => sandbox.state().systems['CSOD:demo'];

describe('submitting a local learning to Cornerstone', () => {
  it('creates the event and its session, keeps their ids and the session status; a resubmission updates them', async () => {
    const ll = await insertCsodLocalLearning(server, { title: 'Audit roundtable — Denver' });
    const res = await submit(ll.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ requestId: expect.any(Number), message: expect.stringContaining('Cornerstone') });
    expect(await finished(res.body.requestId)).toMatchObject({
      status: 'done',
      unprocessed_messages: 0,
      qty_in_queue: 0,
      error_messages: [],
    });

    const ids = await stored(ll.id);
    expect(ids).toEqual({
      course_lms_id: expect.stringMatching(/^CSOD-CRS-\d{6}$/),
      class_lms_id: expect.stringMatching(/^CSOD-CLS-\d{6}$/),
      lms_status: 'Uncertified',
    });
    const event = csod()?.courses[ids?.course_lms_id as string];
    expect(event).toMatchObject({ externalId: String(ll.id), title: 'Audit roundtable — Denver', deliveryMethod: 'Group Live' });
    expect(csod()?.classes[ids?.class_lms_id as string]).toMatchObject({
      externalId: String(ll.classId),
      courseLmsId: ids?.course_lms_id,
      startDate: '2026-11-02T09:00:00',
      endDate: '2026-11-03T17:00:00',
      status: 'Uncertified',
    });
    // status-by-loid answers for the local learning too (type 1).
    const byLoid = await as(server, coordinator)('POST', '/api/external-requests/status-by-loid', {
      body: { learningObjectId: ll.id, learningObjectTypeId: 1 },
    });
    expect(byLoid.body).toMatchObject({ request_id: res.body.requestId, action: 'csod-local-learning', status: 'done' });

    // Resubmitted after a change: the same event and session are updated, none is added.
    const counts = { courses: Object.keys(csod()?.courses ?? {}).length, classes: Object.keys(csod()?.classes ?? {}).length };
    await server.db.asOwner((tx) => tx.query("UPDATE courses SET title = 'Audit roundtable — Boulder' WHERE id = $1", [ll.id]));
    const again = await submit(ll.id);
    expect(again.body.requestId).not.toBe(res.body.requestId);
    expect(await finished(again.body.requestId)).toMatchObject({ status: 'done' });
    expect(await stored(ll.id)).toEqual(ids);
    expect(csod()?.courses[ids?.course_lms_id as string]?.title).toBe('Audit roundtable — Boulder');
    expect({ courses: Object.keys(csod()?.courses ?? {}).length, classes: Object.keys(csod()?.classes ?? {}).length }).toEqual(counts);
  });

  it('a second click while Cornerstone works on the first answers the same request', async () => {
    const ll = await insertCsodLocalLearning(server);
    sandbox.control({ latencyMs: 300 });
    const first = await submit(ll.id);
    const second = await submit(ll.id);
    expect(second.body).toEqual({ requestId: first.body.requestId, message: 'The local learning is already being submitted to the LMS.' });
    expect(await finished(first.body.requestId)).toMatchObject({ status: 'done' });
  });

  it('an LMS outage fails the request with the LMS message; nothing is kept', async () => {
    const ll = await insertCsodLocalLearning(server);
    sandbox.control({ failureMode: 'http-error', failCount: 1 });
    const res = await submit(ll.id);
    expect(res.status).toBe(200);
    expect(await finished(res.body.requestId)).toMatchObject({
      status: 'failed',
      unprocessed_messages: 0,
      error_messages: ['CSOD: The LMS is temporarily unavailable (simulated outage); try again later'],
    });
    expect(await stored(ll.id)).toEqual({ course_lms_id: null, class_lms_id: null, lms_status: null });
  });

  it('a session Cornerstone no longer has fails the request with its message; the event is still kept', async () => {
    const ll = await insertCsodLocalLearning(server);
    // The session was deleted in Cornerstone since the last submission: the update is rejected in processing.
    await server.db.asOwner((tx) => tx.query("UPDATE classes SET lms_id = 'CSOD-CLS-424242' WHERE id = $1", [ll.classId]));
    const res = await submit(ll.id);
    expect(await finished(res.body.requestId)).toMatchObject({
      status: 'failed',
      error_messages: ['Class CSOD-CLS-424242 does not exist in the LMS'],
    });
    expect(await stored(ll.id)).toEqual({
      course_lms_id: expect.stringMatching(/^CSOD-CRS-/),
      class_lms_id: 'CSOD-CLS-424242',
      lms_status: null,
    });
  });
});

describe('who may submit which local learning', () => {
  it('refuses a local learning that is not Pending Delivery (409)', async () => {
    for (const status of ['Draft', 'Pending Signoff', 'Not Approved'] as const) {
      const ll = await insertCsodLocalLearning(server, { status });
      const res = await submit(ll.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Only a local learning in Pending Delivery can be submitted to the LMS; this one is ${status}.`);
    }
  });

  it('refuses one without class days (409)', async () => {
    const ll = await insertCsodLocalLearning(server, { days: [] });
    expect((await submit(ll.id)).body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('class days') });
  });

  it('needs LLP063 (403)', async () => {
    const ll = await insertCsodLocalLearning(server);
    const instructor = await server.login('instructor');
    expect((await submit(ll.id, instructor)).status).toBe(403);
  });

  it("answers 404 for another tenant's local learning, for a course and for a missing id", async () => {
    const acme = await insertCsodLocalLearning(server, { tenant: 'acme' });
    expect((await submit(acme.id)).status).toBe(404);
    const course = await server.db.asOwner(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.subdomain = 'demo' AND c.kind = 'course' LIMIT 1",
      );
      return rows[0]?.id as number;
    });
    expect((await submit(course)).status).toBe(404);
    expect((await submit(2_000_000_000)).status).toBe(404);
  });

  it('answers 400 naming the field for a malformed id', async () => {
    for (const bad of ['abc', '0', '1e3']) {
      const res = await submit(bad);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.field).toContain('id');
    }
  });
});
