import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePdf } from '../support/certificate-pdfs.ts';
import { createRequest, submittedRequest } from '../support/factories/external-cpe.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Issue 27's newcomer findings on external CPE: reading a certificate makes no request (the
 * request is made once, when the learner saves the values); staff are told whose transcript an
 * approval reached, not "your" transcript.
 */
let server: TestServer;
let learner: Session;
let external: Session;
let admin: Session;

beforeAll(async () => {
  ({ server, learner, external, admin } = await startSignedIn());
});
afterAll(() => server?.close());

/** POST /requests/ext-cpe/read-certificate, multipart with the file (and nothing else). */
async function readFile(s: Session | null, bytes: Buffer | null, name = 'certificate.pdf', type = 'application/pdf') {
  const form = new FormData();
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  else form.append('note', 'no file');
  const headers: Record<string, string> = { subdomain_name: (s ?? learner).tenant };
  if (s) Object.assign(headers, { authorization: `Bearer ${s.token}`, user_id: String(s.personId) });
  const res = await fetch(`${server.url}/api/requests/ext-cpe/read-certificate`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const myRequestCount = async (s: Session) =>
  (await as(server, s)('POST', '/api/requests/ext-cpe/search', { body: { scope: 'mine', limit: 100 } })).body.items.length as number;

describe('POST /requests/ext-cpe/read-certificate', () => {
  it('proposes the values of an uploaded certificate and makes no request', async () => {
    const before = await myRequestCount(external);
    const res = await readFile(external, await certificatePdf('labelled'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.proposals.program_title.value).toBe('Federal Tax Update 2026');
    expect(res.body.proposals.credits.map((c: { value: unknown }) => c.value)).toEqual([
      { field_of_study_id: 20, field_of_study: 'Taxes', credits: 8 },
    ]);
    expect(res.body.text_excerpt).toContain('Certificate of Completion');
    expect(res.body).not.toHaveProperty('docId');
    expect(await myRequestCount(external)).toBe(before);
  });

  it('refuses no file, a file that is not a PDF and an unreadable PDF with a 400 naming the file; nobody signed in gets 401', async () => {
    for (const res of [
      await readFile(learner, null),
      await readFile(learner, Buffer.from('plain text'), 'c.txt', 'text/plain'),
      await readFile(learner, Buffer.from('%PDF-1.4 not really'), 'fake.pdf'),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors[0].field).toBe('body.file');
    }
    expect((await readFile(null, await certificatePdf('prose'))).status).toBe(401);
  });
});

describe('the banner of an approved request', () => {
  it('tells the learner it is on their transcript, and staff whose transcript it is on', async () => {
    const id = await submittedRequest(server, learner, 'Banner conference');
    expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } })).status).toBe(200);
    const banner = (s: Session) => as(server, s)('POST', '/api/requests/ext-cpe/get/banner', { body: { requestId: id } });
    expect((await banner(learner)).body).toEqual({
      request_status: 'Approved',
      severity: 'success',
      message: 'This request was approved; its credits are on your transcript.',
    });
    expect((await banner(admin)).body.message).toBe("This request was approved; its credits are on Lee Learner's transcript.");
  });

  it('speaks to staff of the learner in the other states too', async () => {
    const id = await createRequest(server, learner, 'Banner draft');
    const staff = (await as(server, admin)('POST', '/api/requests/ext-cpe/get/banner', { body: { requestId: id } })).body.message;
    expect(staff).toBe('This request is a Draft of Lee Learner: they complete each step and submit it for approval.');
    const own = (await as(server, learner)('POST', '/api/requests/ext-cpe/get/banner', { body: { requestId: id } })).body.message;
    expect(own).toBe('This request is a Draft. Complete each step and submit it for approval.');
  });
});
