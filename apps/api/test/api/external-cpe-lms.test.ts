import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { eventually } from '../support/eventually.ts';
import { submittedRequest } from '../support/factories/external-cpe.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * An approved external CPE request goes to the tenant's LMS when it takes external training
 * (SAP, LCVISTA; not SABA): the send is queued in the approving transaction, the sync job sends
 * it, the LMS's id becomes the request's lms_id, and status-by-type answers for type 8.
 */
let sandbox: Awaited<ReturnType<typeof startLmsSandbox>>;
let server: TestServer;
let admin: Session;
let learner: Session;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 10 });
  server = await startTestServer({ env: { LMS_URL: sandbox.url } });
  admin = await server.login('admin');
  learner = await server.login('learner');
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const setDefaultLms = (lms: string) =>
  server.db.asOwner((tx) =>
    tx.query(
      `UPDATE tenant_settings SET value = $1::jsonb WHERE key = 'defaultLms' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')`,
      [JSON.stringify(lms)],
    ),
  );
const statusOf = (id: number) =>
  as(server, learner)('POST', '/api/external-requests/status-by-type', { body: { learningObjectTypeId: 8, learningObjectIds: [id] } });

describe('approval sends the request to the LMS', () => {
  it('SAP records the external training; the request keeps its LMS id', async () => {
    const id = await submittedRequest(server, learner, 'LMS bound');
    expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } })).status).toBe(200);
    const done = await eventually(
      async () => {
        const r = (await statusOf(id)).body.requests[0];
        return (r.status === 'done' || r.status === 'failed') && r;
      },
      { what: `the LMS send of request ${id}` },
    );
    expect(done).toMatchObject({ status: 'done', action: 'ecpe-send', unprocessed_messages: 0, error_messages: [] });
    const record = await as(server, learner)('GET', `/api/requests/ext-cpe/${id}`);
    expect(record.body.header.lms_id).toBe(`SAP-EXT-${id}`);
    expect(record.body.lms_status).toBe('done');
    expect(sandbox.state().systems['SAP:demo']?.externalTrainings?.[`SAP-EXT-${id}`]).toMatchObject({
      externalId: String(id),
      title: 'Federal Tax Update 2026',
      credits: 8,
      completedOn: '2026-03-05',
    });
  });

  it('SABA takes no external training: nothing is queued', async () => {
    const id = await submittedRequest(server, learner, 'Stays here');
    await setDefaultLms('SABA');
    try {
      expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } })).status).toBe(200);
    } finally {
      await setDefaultLms('SAP');
    }
    expect((await statusOf(id)).body.requests[0]).toMatchObject({ request_id: null, status: null });
  });

  it("status-by-type for type 8 keeps other people's requests hidden (404)", async () => {
    const id = await submittedRequest(server, learner, 'Private');
    const external = await server.login('external.learner');
    expect(
      (
        await as(server, external)('POST', '/api/external-requests/status-by-type', {
          body: { learningObjectTypeId: 8, learningObjectIds: [id] },
        })
      ).status,
    ).toBe(404);
    // Types 1 and 3 still need a course or class code.
    expect(
      (
        await as(server, learner)('POST', '/api/external-requests/status-by-type', {
          body: { learningObjectTypeId: 3, learningObjectIds: [1] },
        })
      ).status,
    ).toBe(403);
  });
});
