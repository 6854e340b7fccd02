import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** POST /external-requests/status-by-loid and status-by-type: a certification polled by its class id with type 3. */
let sandbox: Awaited<ReturnType<typeof startLmsSandbox>>;
let server: TestServer;
let coordinator: Session;
let learner: Session;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 150 });
  server = await startTestServer({ env: { LMS_URL: sandbox.url } });
  coordinator = await server.login('coordinator');
  learner = await server.login('learner');
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);
const byLoid = (s: Session, body: unknown) => as(server, s)('POST', '/api/external-requests/status-by-loid', { body });
const byType = (s: Session, body: unknown) => as(server, s)('POST', '/api/external-requests/status-by-type', { body });

/** A request row in a given state, as the job leaves it. */
async function requestRow(type: 1 | 3, objectId: number, status: string, unprocessed: number, errors: string[] = []) {
  await owner(
    `INSERT INTO lms_sync_requests (tenant_id, learning_object_type_id, learning_object_id, lms_type, action, status, qty_in_queue,
                                    unprocessed_messages, error_messages, created_at)
     SELECT id, $1, $2, 'SAP', $3, $4, $5, $5, $6, now() FROM tenants WHERE subdomain = 'demo'`,
    [type, objectId, type === 3 ? 'class-certify' : 'course-sync', status, unprocessed, JSON.stringify(errors)],
  );
}

describe('POST /external-requests/status-by-loid', () => {
  it('follows a certification by its class id and type 3 until no unprocessed messages remain', async () => {
    const { classId } = await insertClass(server, certifiableClass({ lmsId: 'SAP-CLS-900001' }));
    const certify = await as(server, coordinator)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(certify.status).toBe(200);
    const seen: { status: string; unprocessed_messages: number }[] = [];
    await eventually(
      async () => {
        const res = await byLoid(coordinator, { learningObjectId: classId, learningObjectTypeId: 3 });
        expect(res.status).toBe(200);
        seen.push(res.body);
        return res.body.unprocessed_messages === 0;
      },
      { what: 'no unprocessed messages' },
    );
    expect(seen[0]).toMatchObject({ learning_object_id: classId, request_id: certify.body.request_id, action: 'class-certify' });
    expect(seen[0]?.unprocessed_messages).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ status: 'done', unprocessed_messages: 0, qty_in_queue: 0, error_messages: [] });
    expect(seen.every((s) => (s.status === 'done') === (s.unprocessed_messages === 0))).toBe(true);
  });

  it('answers nothing in flight for an object without requests, and the failure for a failed one', async () => {
    const { classId } = await insertClass(server);
    expect((await byLoid(coordinator, { learningObjectId: classId, learningObjectTypeId: 3 })).body).toEqual({
      learning_object_id: classId,
      learning_object_type_id: 3,
      request_id: null,
      action: null,
      status: null,
      unprocessed_messages: 0,
      qty_in_queue: 0,
      error_messages: [],
      lms_id: null,
    });
    await requestRow(3, classId, 'failed', 0, ['SAP: rejected']);
    expect((await byLoid(coordinator, { learningObjectId: classId, learningObjectTypeId: 3 })).body).toMatchObject({
      status: 'failed',
      unprocessed_messages: 0,
      error_messages: ['SAP: rejected'],
    });
  });

  it('refuses a learner (403), another tenant’s class (404) and a type other than 1 or 3 (400 naming it)', async () => {
    const { classId } = await insertClass(server);
    expect((await byLoid(learner, { learningObjectId: classId, learningObjectTypeId: 3 })).status).toBe(403);
    const acme = await insertClass(server, { tenant: 'acme' });
    expect((await byLoid(coordinator, { learningObjectId: acme.classId, learningObjectTypeId: 3 })).status).toBe(404);
    const bad = await byLoid(coordinator, { learningObjectId: classId, learningObjectTypeId: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toMatch(/learningObjectTypeId/);
  });
});

describe('POST /external-requests/status-by-type', () => {
  it('counts the objects still in flight (qty_in_queue) and sums their unprocessed messages', async () => {
    const a = await insertClass(server);
    const b = await insertClass(server);
    const c = await insertClass(server);
    await requestRow(3, a.classId, 'sent', 3);
    await requestRow(3, b.classId, 'done', 0);
    const res = await byType(coordinator, { learningObjectTypeId: 3, learningObjectIds: [a.classId, b.classId, c.classId] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ learning_object_type_id: 3, qty_in_queue: 1, unprocessed_messages: 3 });
    expect(res.body.requests.map((r: { learning_object_id: number; status: string | null }) => [r.learning_object_id, r.status])).toEqual([
      [a.classId, 'sent'],
      [b.classId, 'done'],
      [c.classId, null],
    ]);
  });

  it('reads courses with type 1', async () => {
    const [course] = await owner<{ id: number }>(
      "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.subdomain = 'demo' AND c.title = 'Lease Accounting Self Study'",
    );
    await requestRow(1, course?.id as number, 'queued', 1);
    const admin = await server.login('admin');
    const res = await byType(admin, { learningObjectTypeId: 1, learningObjectIds: [course?.id] });
    expect(res.body).toMatchObject({ qty_in_queue: 1, unprocessed_messages: 1, requests: [{ action: 'course-sync', status: 'queued' }] });
  });

  it("refuses a learner (403), any other tenant's id among them (404), and an empty list (400)", async () => {
    const { classId } = await insertClass(server);
    const acme = await insertClass(server, { tenant: 'acme' });
    expect((await byType(learner, { learningObjectTypeId: 3, learningObjectIds: [classId] })).status).toBe(403);
    expect((await byType(coordinator, { learningObjectTypeId: 3, learningObjectIds: [classId, acme.classId] })).status).toBe(404);
    const empty = await byType(coordinator, { learningObjectTypeId: 3, learningObjectIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toMatch(/learningObjectIds/);
  });
});
