import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARY, callHeaders, multipartBody, postRaw } from '../support/multipart.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** A document's content type is a label from an allow-list; downloads never run as pages of this origin. */
let server: TestServer;
let erin: Session;

beforeAll(async () => {
  server = await startTestServer();
  erin = await server.login('external.learner');
});
afterAll(() => server?.close());

async function uploadBiography(contentType: string, content = 'hello', filename = 'bio.bin') {
  const body = multipartBody([
    { name: 'attachment_type_id', value: '11' },
    { name: 'in_people_id', value: String(erin.personId) },
    { name: 'file', filename, contentType, value: content },
  ]);
  const res = await postRaw(server, '/api/docs/class', callHeaders(erin, `multipart/form-data; boundary=${BOUNDARY}`), body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const download = (id: number) => as(server, erin)('GET', `/api/docs/download/${id}`);

describe('document content types', () => {
  it('a type outside the allow-list (text/plain\\x01) is stored as application/octet-stream and downloads', async () => {
    const id = await uploadBiography('text/plain\x01', 'plain words');
    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.body).toBe('plain words');
  });

  it('a document stored with a malformed type before the allow-list still downloads', async () => {
    const id = await uploadBiography('text/plain');
    await server.db.asOwner((tx) => tx.query("UPDATE documents SET content_type = 'text/plain' || chr(1) WHERE id = $1", [id]));
    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
  });

  it.each(['text/html', 'image/svg+xml', 'application/javascript', 'text/javascript'])(
    'an active type (%s) downloads as application/octet-stream, sandboxed, as an attachment',
    async (type) => {
      const id = await uploadBiography(type, '<script>alert(1)</script>');
      const file = await download(id);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/octet-stream');
      expect(file.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('an allowed passive type keeps its type', async () => {
    const id = await uploadBiography('application/pdf', '%PDF-1.4');
    expect((await download(id)).headers.get('content-type')).toBe('application/pdf');
  });

  it('a file name with control characters (NUL) is stored with them replaced, not refused by the database', async () => {
    const id = await uploadBiography('text/plain', 'x', 'my\u0000bio\u0001.txt');
    const [bio] = (await as(server, erin)('GET', `/api/docs/person/${erin.personId}`)).body;
    expect(bio).toMatchObject({ id, doc_name: 'my_bio_.txt' });
  });
});
