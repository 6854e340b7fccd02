import { createServer, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChildServer, ChildSession } from '../support/child-server.ts';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, type InsertedClass, insertClass } from '../support/factories/classes.ts';
import { type LmsScene, openLmsScene } from '../support/lms-scene.ts';

/**
 * Issue 17: the LMS slow or down slows nothing else down. The real server in a process of its
 * own, with DB_POOL_SIZE=2 so that a connection held across an LMS call would show. While the
 * LMS holds its answers (answerDelayMs), more syncs than the pool has connections are started
 * (a process works them one at a time), and calls of the same and other users (reads, a
 * search, sign-in, more attendance writes on the very class being synced than the pool has
 * connections) all answer before the LMS does: the request in flight is still waiting for its
 * ticket when they have. No timing thresholds: the order is what is asserted. Before the fix,
 * the sync's transaction stayed open across the LMS call with the class row locked, so they
 * all waited for the LMS's 10 s time-out. With the LMS gone, the job status carries its
 * message for the user; a connection check that the LMS leaves unanswered holds nothing either.
 */
const POOL = 2;
let scene: LmsScene;
let server: ChildServer;
let admin: ChildSession;
let coordinator: ChildSession;
let learner: ChildSession;
/** Classes the LMS does not have yet: a sync sends each (a push), then reads it back. */
const syncing: InsertedClass[] = [];
let certifying: InsertedClass;
/** An LMS that takes the request and answers only when told (the connection check's). */
const waiting: ServerResponse[] = [];
const silent = createServer((_req, res) => waiting.push(res));
const silentUrl = () => {
  const address = silent.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  scene = await openLmsScene('lms-fault', async (db) => {
    for (let i = 0; i <= POOL + 1; i++) syncing.push(await insertClass({ db }, certifiableClass({ title: `Synced while slow ${i}` })));
    certifying = await insertClass({ db }, certifiableClass({ title: 'Certified while slow', lmsId: 'SAP-CLS-900003' }));
  });
  // The silent LMS of the connection check below is one the server is configured with (ADR 0058).
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  server = await scene.start({ DB_POOL_SIZE: String(POOL), LMS_ALLOWED_ORIGINS: silentUrl() });
  [admin, coordinator, learner] = await Promise.all([server.login('admin'), server.login('coordinator'), server.login('learner')]);
}, 120_000);

// A test that failed with answers held must not leave the next one waiting for them.
afterEach(() => scene.sandbox.control({ answerDelayMs: 0 }));

afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  await scene?.close();
});

const status = async (requestId: number | string) =>
  (await server.call('GET', `/api/external-requests/status/${requestId}`, { session: admin })).body;
const finished = (requestId: number | string) =>
  eventually(
    async () => {
      const body = await status(requestId);
      return (body.status === 'done' || body.status === 'failed') && body;
    },
    { timeoutMs: 30_000, intervalMs: 100, what: `request ${requestId}` },
  );
const sap = () => scene.sandbox.state().systems['SAP:demo'];
/** The classes the LMS holds for one of ours: one, however often it was sent. */
const lmsClassesOf = (classId: number) => Object.values(sap()?.classes ?? {}).filter((c) => c.externalId === String(classId));
/** The submits the LMS recorded (whose answers it may still hold) that carry this class. */
const submitsOf = (classId: number) =>
  Object.values(sap()?.tickets ?? {}).filter((t) =>
    t.messages.some((m) => m.body.kind === 'class' && m.body.cls.externalId === String(classId)),
  );

/** What other people do meanwhile: every answer, in the order the calls were made. */
function everythingElse(cls: InsertedClass) {
  const rosterIds = Object.values(cls.rosterIds);
  return Promise.all([
    server.call('GET', `/api/class/${cls.classId}`, { session: admin }),
    server.call('GET', `/api/class/${cls.classId}`, { session: coordinator }),
    server.call('GET', `/api/class/roster/${cls.classId}`, { session: coordinator }),
    server.call('GET', '/api/class/search?search_text=slow&limit=10', { session: coordinator }),
    server.call('GET', '/api/class/attendable', { session: learner }),
    server.login('instructor').then(() => ({ status: 200, body: null })),
    // More writes on the class itself than the pool has connections: each changes its row.
    ...[...rosterIds, ...rosterIds].map((rosterId, i) =>
      server.call('PUT', `/api/class/attendance/all/${rosterId}`, { session: coordinator, body: { in_did_attend: i % 2 } }),
    ),
  ]);
}

describe('an LMS that holds its answers holds up nothing else', () => {
  it('answers reads, searches, sign-ins and writes on the class while more syncs than the pool has connections wait for the LMS', async () => {
    scene.sandbox.control({ answerDelayMs: 600_000 });
    const started = [];
    for (const cls of syncing) {
      const res = await server.call('POST', `/api/class/import/sap/${cls.classId}`, { session: admin, body: { in_lms: 'SAP' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      started.push(res.body.uuid as string);
    }
    // The LMS has recorded one class; its answer is held, so that sync is in the middle of its LMS call.
    const inFlight = await eventually(() => syncing.find((cls) => submitsOf(cls.classId).length === 1), {
      timeoutMs: 30_000,
      intervalMs: 50,
      what: 'a class submit in the LMS',
    });
    const inFlightRequest = started[syncing.indexOf(inFlight)] as string;

    const answers = await everythingElse(inFlight);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // All of them answered while that sync still waits for its ticket: not sent, not failed.
    expect(await status(inFlightRequest)).toMatchObject({ status: 'queued', error_messages: [] });

    scene.sandbox.control({ answerDelayMs: 0 });
    for (const requestId of started) expect(await finished(requestId)).toMatchObject({ status: 'done', error_messages: [] });
    for (const cls of syncing) {
      expect(lmsClassesOf(cls.classId)).toHaveLength(1);
      const header = await server.call('GET', `/api/class/${cls.classId}`, { session: admin });
      expect(header.body.classSummary.lms_id).toBe(lmsClassesOf(cls.classId)[0]?.lmsId);
    }
  });

  it('answers them too while a certification waits for the LMS to take its completions', async () => {
    scene.sandbox.control({ answerDelayMs: 600_000 });
    const started = await server.call('PUT', `/api/class/certify/${certifying.classId}`, { session: admin, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await eventually(
      () =>
        Object.values(sap()?.tickets ?? {}).some((t) =>
          t.messages.some((m) => m.body.kind === 'completion' && m.body.classLmsId === 'SAP-CLS-900003'),
        ),
      { timeoutMs: 30_000, intervalMs: 50, what: 'the completions in the LMS' },
    );
    const answers = await everythingElse(syncing[0] as InsertedClass);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await status(started.body.request_id)).toMatchObject({ status: 'queued', error_messages: [] });

    scene.sandbox.control({ answerDelayMs: 0 });
    expect(await finished(started.body.request_id)).toMatchObject({ status: 'done', error_messages: [] });
    expect((await server.call('GET', `/api/class/${certifying.classId}`, { session: admin })).body.classSummary.status).toBe('Certified');
  });
});

describe('an LMS that cannot be reached', () => {
  it("fails the sync at once with the LMS's message for the user, and leaves nothing in flight", async () => {
    await scene.sandbox.close();
    const cls = syncing[1] as InsertedClass;
    const res = await server.call('POST', `/api/class/import/sap/${cls.classId}`, { session: coordinator, body: { in_lms: 'SAP' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const failed = await finished(res.body.uuid);
    expect(failed).toMatchObject({
      status: 'failed',
      error_messages: [expect.stringMatching(/^SAP is unreachable \(.+\); try again later$/)],
    });
    // Nothing is left in flight: the screen's poll ends, and the other calls answer as before.
    expect((await server.call('GET', `/api/class/status/${cls.classId}`, { session: coordinator })).body.status_good).toBe(1);
    const answers = await everythingElse(cls);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });
});

describe('an LMS that never answers a connection check', () => {
  it('holds up no other call while the check waits for it', async () => {
    try {
      const url = silentUrl();
      const accadmin = await server.login('accadmin');
      const saved = await server.call('PUT', '/api/system/lms', { session: accadmin, body: { defaultLms: 'SAP', url } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      let checked = false;
      const check = server.call('POST', '/api/system/lms/check', { session: accadmin, body: { lmsType: 'SAP' } }).finally(() => {
        checked = true;
      });
      await eventually(() => waiting.length === 1, { timeoutMs: 30_000, intervalMs: 20, what: 'the check at the LMS' });

      const answers = await everythingElse(syncing[2] as InsertedClass);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(checked).toBe(false);

      waiting[0]?.writeHead(503, { 'content-type': 'application/json' }).end('{}');
      expect((await check).body).toMatchObject({ ok: false, message: 'LMS request failed: 503 Service Unavailable' });
    } finally {
      silent.closeAllConnections();
    }
  });
});
