import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedRequest } from '../support/factories/external-cpe.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Every external CPE route that names a request, asked by another tenant's admin (who holds every
 * code) or by another learner of the same tenant: 404, and the request is unchanged.
 */
let server: TestServer;
let learner: Session;
let external: Session;
let acmeAdmin: Session;
let admin: Session;
let id: number;
let feedbackId: number;
let docId: number;

beforeAll(async () => {
  ({ server, learner, external, acmeAdmin, admin } = await startSignedIn());
  id = await submittedRequest(server, learner, 'Tenancy');
  feedbackId = (
    await as(server, admin)('POST', '/api/requests/feedback', {
      body: { requestId: id, page_identifier: 'Awards', feedback_note: 'Check' },
    })
  ).body.id;
  docId = (await as(server, learner)('GET', `/api/requests/ext-cpe/docs/${id}`)).body.documents[0].id;
});
afterAll(() => server?.close());

const calls = (): [string, string, unknown?][] => [
  ['GET', `/api/requests/ext-cpe/${id}`],
  ['POST', '/api/requests/ext-cpe/get/banner', { requestId: id }],
  ['PUT', `/api/requests/ext-cpe/details/${id}`, { title: 'Taken over' }],
  ['PUT', `/api/requests/ext-cpe/sponsor/${id}`, { sponsor_name: 'Taken over' }],
  ['PUT', `/api/requests/ext-cpe/awards/${id}`, { rows: [] }],
  ['GET', `/api/requests/ext-cpe/nasba/${id}`],
  ['PUT', `/api/requests/ext-cpe/nasba/${id}`, { answers: [] }],
  ['GET', `/api/requests/ext-cpe/docs/${id}`],
  ['POST', `/api/requests/ext-cpe/certificate/${id}`, { docId }],
  ['PUT', '/api/requests/ext-cpe/update/details', { requestId: id, externalIdMethodVerb: 'ADD', externalId: 'X-1' }],
  ['POST', `/api/requests/ext-cpe/submit/${id}`],
  ['PUT', '/api/requests/ext-cpe/approve', { requestId: id }],
  ['PUT', '/api/requests/ext-cpe/reopen', { requestId: id }],
  ['PUT', '/api/requests/close-not-approved', { requestId: id }],
  ['POST', '/api/requests/ext-cpe/approvals', { requestId: id, requestType: 'ECPE' }],
  ['POST', '/api/requests/feedback/get', { requestId: id }],
  ['POST', '/api/requests/feedback', { requestId: id, page_identifier: 'Awards', feedback_note: 'x' }],
  ['PUT', `/api/requests/feedback/resolve/${feedbackId}`, { resolution_note: 'x' }],
  ['GET', `/api/requests/history/${id}`],
  ['PUT', `/api/docs/remove/${docId}`],
  ['GET', `/api/docs/download/${docId}`],
  ['POST', '/api/audit-info', { learningObjectId: id, refLearningObjectId: 8 }],
  ['POST', '/api/external-requests/status-by-type', { learningObjectTypeId: 8, learningObjectIds: [id] }],
];

describe("another tenant's or another learner's request", () => {
  for (const who of ['acme admin', 'another learner'] as const) {
    it(`is 404 on every route for ${who}, and nothing changes`, async () => {
      const before = await as(server, admin)('GET', `/api/requests/ext-cpe/${id}`);
      const caller = who === 'acme admin' ? acmeAdmin : external;
      for (const [method, path, body] of calls()) {
        const res = await as(server, caller)(method, path, body === undefined ? {} : { body });
        expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
      }
      const after = await as(server, admin)('GET', `/api/requests/ext-cpe/${id}`);
      expect(after.body).toEqual(before.body);
    });
  }

  it('the learner reads their own audit trail (audit-info type 8)', async () => {
    const res = await as(server, learner)('POST', '/api/audit-info', { body: { learningObjectId: id, refLearningObjectId: 8 } });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { record: string }) => r.record)).toContain('the external CPE request "Federal Tax Update 2026"');
    expect(res.body.some((r: { entity: string }) => r.entity === 'ecpe_awards')).toBe(true);
  });
});
