import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, UPLOAD_PART_BYTES, type UploadPart } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAbandonedUploads } from '../../src/modules/large-documents/upload-cleanup.ts';
import { createCourse } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** Documents over 10,000,000 bytes in 5,242,880-byte parts (ADR 0040), local store. */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;
let courseId: number;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
  courseId = await createCourse(as(server, admin));
});
afterAll(() => server?.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const FILE = randomBytes(12_000_000);
const parts = (bytes: Buffer) =>
  Array.from({ length: Math.ceil(bytes.length / UPLOAD_PART_BYTES) }, (_, i) =>
    bytes.subarray(i * UPLOAD_PART_BYTES, (i + 1) * UPLOAD_PART_BYTES),
  );

const target = () => ({ attachment_type_id: 2, learning_object_type_id: 1, learning_object_id: courseId, filename: 'recording.bin' });

async function link(s: Session, numOfParts: number, body: Record<string, unknown> = {}) {
  return as(server, s)('POST', '/api/docs/upload-link', { body: { ...target(), in_created_by: s.personId, numOfParts, ...body } });
}

async function put(url: string, bytes: Buffer, tenant = 'demo') {
  const res = await fetch(server.url + url, {
    method: 'PUT',
    headers: { subdomain_name: tenant, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as { partNum: number } };
}

const complete = (s: Session, first: UploadPart, etags: { partNum: number; etag: string }[], body: Record<string, unknown> = {}) =>
  as(server, s)('POST', '/api/docs/large', {
    body: { ...target(), in_created_by: s.personId, cloudFilepath: first.filepath, uploadId: first.uploadId, etags, ...body },
  });

async function download(s: Session, docId: number): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/docs/download/${docId}`, {
    headers: { subdomain_name: 'demo', authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('an upload in parts', () => {
  it('takes a 12 MB file in 3 parts out of order, one retried, and downloads it intact', async () => {
    const res = await link(admin, 3);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const urls = res.body as UploadPart[];
    expect(urls.map((p) => p.partNum)).toEqual([1, 2, 3]);
    expect(new Set(urls.map((p) => p.uploadId)).size).toBe(1);
    const bytes = parts(FILE);
    const etags: { partNum: number; etag: string }[] = [];
    // Concurrently and out of order: 3, 1, 2; part 1 is sent twice (a retry).
    const answers = await Promise.all([2, 0, 1].map((i) => put((urls[i] as UploadPart).uploadURL, bytes[i] as Buffer)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const retried = await put((urls[0] as UploadPart).uploadURL, bytes[0] as Buffer);
    expect(retried.etag).toBe(
      `"${createHash('md5')
        .update(bytes[0] as Buffer)
        .digest('hex')}"`,
    );
    for (const a of [...answers, retried]) etags.push({ partNum: a.body.partNum, etag: a.etag as string });
    const done = await complete(admin, urls[0] as UploadPart, etags.slice(0, 3));
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.message).toBe(MESSAGES.documentUploaded);
    const list = (await as(server, admin)('GET', `/api/docs/course/${courseId}`)).body.documents;
    expect(list).toContainEqual(expect.objectContaining({ id: done.body.id, doc_name: 'recording.bin', size_bytes: FILE.length }));
    expect(sha256(await download(admin, done.body.id))).toBe(sha256(FILE));
    // Completed: the parts are gone, and neither the URLs nor the completion work again.
    expect(await readdir(path.join(server.config.storageDir, 'parts')).catch(() => [])).not.toContain(urls[0]?.uploadId);
    expect((await put((urls[1] as UploadPart).uploadURL, bytes[1] as Buffer)).status).toBe(409);
    expect((await complete(admin, urls[0] as UploadPart, etags.slice(0, 3))).status).toBe(409);
  });

  it('refuses a missing part and a wrong etag, naming the part', async () => {
    const urls = (await link(admin, 3)).body as UploadPart[];
    const bytes = parts(FILE);
    const a = await put((urls[0] as UploadPart).uploadURL, bytes[0] as Buffer);
    const b = await put((urls[1] as UploadPart).uploadURL, bytes[1] as Buffer);
    const first = urls[0] as UploadPart;
    const named = await complete(admin, first, [
      { partNum: 1, etag: a.etag as string },
      { partNum: 2, etag: b.etag as string },
    ]);
    expect(named.status).toBe(400);
    expect(named.body.errors).toEqual([{ field: 'body.etags', message: 'Part 3 is missing.' }]);
    const notSent = await complete(admin, first, [
      { partNum: 1, etag: a.etag as string },
      { partNum: 2, etag: b.etag as string },
      { partNum: 3, etag: '"0123"' },
    ]);
    expect(notSent.status).toBe(400);
    expect(notSent.body.errors).toEqual([{ field: 'body.etags.2', message: 'Part 3 was not uploaded.' }]);
    await put((urls[2] as UploadPart).uploadURL, bytes[2] as Buffer);
    const wrong = await complete(admin, first, [
      { partNum: 1, etag: a.etag as string },
      { partNum: 2, etag: a.etag as string },
      { partNum: 3, etag: '"00000000000000000000000000000000"' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'body.etags.1', message: 'Part 2: the etag is not the one its upload answered.' }]);
    const rows = await server.db.asOwner((tx) =>
      tx.query('SELECT completed_at FROM document_uploads WHERE upload_id = $1', [first.uploadId]),
    );
    expect(rows.rows).toEqual([{ completed_at: null }]);
  });

  it("refuses a file over the firm's maximum size", async () => {
    await server.db.asOwner((tx) =>
      tx.query(
        `INSERT INTO tenant_settings (tenant_id, key, value) SELECT id, 'maxDocumentBytes', '10485760'::jsonb FROM tenants WHERE subdomain = 'demo'
         ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value`,
      ),
    );
    try {
      const res = await link(admin, 3);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('body.numOfParts');
      expect((await link(admin, 2)).status).toBe(200);
    } finally {
      await server.db.asOwner((tx) => tx.query("DELETE FROM tenant_settings WHERE key = 'maxDocumentBytes'"));
    }
  });

  it('refuses an unsafe file name and a record the caller may not add documents to', async () => {
    expect((await link(admin, 2, { filename: '../etc/passwd' })).body.errors[0].field).toBe('body.filename');
    const denied = await link(learner, 2);
    expect([403, 404]).toContain(denied.status);
    const count = await server.db.asOwner((tx) =>
      tx.query('SELECT count(*)::int AS n FROM document_uploads WHERE created_by = $1', [learner.personId]),
    );
    expect(count.rows[0]).toEqual({ n: 0 });
  });

  it('a part URL tampered with or expired is 403; another tenant cannot see the upload', async () => {
    const urls = (await link(admin, 2)).body as UploadPart[];
    const first = urls[0] as UploadPart;
    const bytes = Buffer.from('part one');
    // Another part's signature, or a later expiry, does not sign this part.
    const [, secondToken] = (urls[1] as UploadPart).uploadURL.split('token=');
    expect((await put(first.uploadURL.replace(/token=.*/, `token=${secondToken}`), bytes)).status).toBe(403);
    const [expires, mac] = (first.uploadURL.split('token=')[1] as string).split('.');
    expect((await put(first.uploadURL.replace(/token=.*/, `token=${Number(expires) + 60}.${mac}`), bytes)).status).toBe(403);
    expect((await put(first.uploadURL, bytes, 'acme')).status).toBe(404);
    expect(
      (
        await complete(acmeAdmin, first, [
          { partNum: 1, etag: '"x"' },
          { partNum: 2, etag: '"y"' },
        ])
      ).status,
    ).toBe(404);
    server.clock.advanceMinutes(13 * 60);
    expect((await put(first.uploadURL, bytes)).status).toBe(403);
    // The sessions timed out meanwhile.
    admin = await server.login('admin');
  });

  it('a part larger than 5,242,880 bytes is refused', async () => {
    const urls = (await link(admin, 2)).body as UploadPart[];
    expect((await put((urls[0] as UploadPart).uploadURL, randomBytes(UPLOAD_PART_BYTES + 1))).status).toBe(413);
  });

  it('removes uploads left incomplete for a day, with their parts', async () => {
    const urls = (await link(admin, 2)).body as UploadPart[];
    const first = urls[0] as UploadPart;
    expect((await put(first.uploadURL, Buffer.from('some bytes'))).status).toBe(200);
    const demo = await server.db.asOwner((tx) =>
      tx.query<{ tenant_id: number }>('SELECT tenant_id FROM document_uploads WHERE upload_id = $1', [first.uploadId]),
    );
    const dir = path.join(server.config.storageDir, 'parts', String(demo.rows[0]?.tenant_id));
    const now = server.clock.now();
    // Earlier tests' uploads are older (the clock moved on): they may go now; this one stays.
    await removeAbandonedUploads(server.db, server.config, new Date(now.getTime() + 23 * 3600_000));
    expect(await readdir(dir)).toContain(first.uploadId);
    expect(await removeAbandonedUploads(server.db, server.config, new Date(now.getTime() + 25 * 3600_000))).toBeGreaterThan(0);
    expect(await readdir(dir)).not.toContain(first.uploadId);
    const left = await server.db.asOwner((tx) => tx.query('SELECT 1 FROM document_uploads WHERE upload_id = $1', [first.uploadId]));
    expect(left.rows).toEqual([]);
  });
});
