import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { BOUNDARY, callHeaders, incomingFiles, multipartBody, postRaw, startUpload } from '../support/multipart.ts';
import { type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** Uploads attacked as the issue describes: nothing reaches the disk before the caller is known, nothing stays after a failure. */
let server: TestServer;
let admin: Session;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const MEGABYTE = Buffer.alloc(1_000_000, 'a');

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  admin = await server.login('admin');
});
afterAll(() => server?.close());

const biographyParts = (personId: number) => [
  { name: 'attachment_type_id', value: '11' },
  { name: 'in_people_id', value: String(personId) },
  { name: 'file', filename: 'bio.pdf', contentType: 'application/pdf', value: MEGABYTE },
];

/** Waits (bounded) for the server to finish with a request it can no longer answer. */
async function eventuallyNoIncomingFiles(): Promise<string[]> {
  await eventually(async () => (await incomingFiles(server)).length === 0, { intervalMs: 100, what: 'incoming/ empty' }).catch(() => {});
  return incomingFiles(server);
}

describe('an upload is refused before its first byte is stored', () => {
  it.each([
    ['any 20-character bearer token', { tenant: 'demo', token: 'A'.repeat(20) }, 401],
    ['a real token with an unknown tenant', { tenant: 'nosuchfirm', token: '' }, 404],
  ])('%s: the answer comes while the body is still arriving, and incoming/ stays empty', async (_what, who, status) => {
    const caller = { ...who, token: who.token || admin.token, personId: admin.personId };
    const body = multipartBody(biographyParts(admin.personId));
    // Half the body now; the rest only after the answer, which must not wait for it.
    const upload = startUpload(server, '/api/docs/class', callHeaders(caller, MULTIPART), body.subarray(0, body.length / 2), body.length);
    const answer = await Promise.race([upload.response, delay(15_000).then(() => null)]);
    const stored = await incomingFiles(server);
    upload.req.destroy();
    expect(answer, 'the server read the body before refusing the caller').not.toBeNull();
    expect(answer?.status).toBe(status);
    expect(stored).toEqual([]);
  });
});

describe('a broken body', () => {
  it('that is truncated (no closing boundary) answers 400 naming the body and leaves no file', async () => {
    const body = multipartBody(biographyParts(admin.personId), { truncated: true });
    const res = await postRaw(server, '/api/docs/class', callHeaders(admin, MULTIPART), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'body' }] });
    expect(await incomingFiles(server)).toEqual([]);
  });

  it('without a boundary in its content type answers 400 naming the body', async () => {
    const body = multipartBody(biographyParts(admin.personId));
    const res = await postRaw(server, '/api/docs/class', callHeaders(admin, 'multipart/form-data'), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'body' }] });
  });

  it('cut off by the client mid-file leaves no file behind', async () => {
    const body = multipartBody(biographyParts(admin.personId));
    const upload = startUpload(server, '/api/docs/class', callHeaders(admin, MULTIPART), body.subarray(0, 600_000), body.length);
    upload.response.catch(() => {});
    // The server is writing the file now: wait until it is there, then hang up.
    await eventually(async () => (await incomingFiles(server)).length > 0, { timeoutMs: 5_000, what: 'the file being written' }).catch(
      () => {},
    );
    upload.req.destroy();
    expect(await eventuallyNoIncomingFiles()).toEqual([]);
  });
});

describe('rate limit', () => {
  it('counts every upload request of an address, admitted or not: the 61st in a minute is 429', async () => {
    const start = server.clock.now().getTime();
    server.clock.advanceMs(60_000 - (start % 60_000));
    const from = (ip: string, token: string) => ({ ...callHeaders({ tenant: 'demo', token }, MULTIPART), 'x-forwarded-for': ip });
    const tiny = multipartBody([{ name: 'file', filename: 'a.txt', contentType: 'text/plain', value: 'a' }]);
    for (let i = 0; i < 60; i++)
      expect((await postRaw(server, '/api/docs/class', from('203.0.113.9', 'B'.repeat(20)), tiny)).status).toBe(401);
    const limited = await postRaw(server, '/api/docs/class', from('203.0.113.9', admin.token), tiny);
    expect(limited.status).toBe(429);
    // Another address is not affected.
    expect((await postRaw(server, '/api/docs/class', from('203.0.113.10', 'B'.repeat(20)), tiny)).status).toBe(401);
  });
});
