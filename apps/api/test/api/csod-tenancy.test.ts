import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCsodLocalLearning } from '../support/factories/csod-local-learning.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The Cornerstone submission and its polling, asked by another tenant's admin (who holds every
 * code): 404, and nothing is queued or changed for the local learning.
 */
let server: TestServer;
let coordinator: Session;
let acmeAdmin: Session;
let id: number;
let requestId: number;

beforeAll(async () => {
  ({ server, coordinator, acmeAdmin } = await startSignedIn());
  ({ id } = await insertCsodLocalLearning(server, { title: 'Demo only' }));
  requestId = (await as(server, coordinator)('POST', `/api/csod/submit-local-learning/${id}`)).body.requestId;
});
afterAll(() => server?.close());

const requestsOf = () =>
  server.db.asOwner(
    async (tx) =>
      (
        await tx.query(
          'SELECT id, status FROM lms_sync_requests WHERE learning_object_id = $1 AND learning_object_type_id = 1 ORDER BY id',
          [id],
        )
      ).rows,
  );

describe("another tenant cannot reach a local learning's Cornerstone submission", () => {
  it('submit, status and status-by-loid are 404 for acme; no request is added', async () => {
    expect(requestId).toEqual(expect.any(Number));
    const before = await requestsOf();
    expect(before).toHaveLength(1);
    const acme = as(server, acmeAdmin);
    expect((await acme('POST', `/api/csod/submit-local-learning/${id}`)).status).toBe(404);
    expect((await acme('GET', `/api/external-requests/status/${requestId}`)).status).toBe(404);
    expect(
      (await acme('POST', '/api/external-requests/status-by-loid', { body: { learningObjectId: id, learningObjectTypeId: 1 } })).status,
    ).toBe(404);
    expect((await requestsOf()).map((r) => r.id)).toEqual(before.map((r) => r.id));
  });
});
