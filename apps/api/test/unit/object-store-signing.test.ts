import { describe, expect, it } from 'vitest';
import { ObjectStore } from '../../src/platform/object-store.ts';

/** AWS's documented SigV4 example values (S3 'Authenticating Requests: Using Query Parameters'). */
const EXAMPLE = {
  endpoint: 'https://s3.amazonaws.com',
  bucket: 'examplebucket',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('S3 request signing (aws4fetch)', () => {
  it("a presigned GET matches AWS's documented example signature", async () => {
    const url = await new ObjectStore(EXAMPLE).presign(
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      'GET',
      86400,
      '20130524T000000Z',
    );
    const q = new URL(url).searchParams;
    expect(q.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(q.get('X-Amz-SignedHeaders')).toBe('host');
    expect(q.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('a presigned UploadPart URL names the part and the upload, path-style, and expires', async () => {
    const url = new URL(await new ObjectStore(EXAMPLE).presignUploadPart('7/2026/a b', 'UP-1', 3, 3600, '20260101T000000Z'));
    expect(url.origin + url.pathname).toBe('https://s3.amazonaws.com/examplebucket/7/2026/a%20b');
    expect(url.searchParams.get('partNumber')).toBe('3');
    expect(url.searchParams.get('uploadId')).toBe('UP-1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('builds CreateMultipartUpload and CompleteMultipartUpload, signed in the Authorization header', async () => {
    const seen: Request[] = [];
    const bodies: string[] = [];
    const store = new ObjectStore(EXAMPLE, async (req) => {
      seen.push(req);
      bodies.push(await req.clone().text());
      const xml = req.url.includes('?uploads')
        ? '<InitiateMultipartUploadResult><UploadId>UP-9</UploadId></InitiateMultipartUploadResult>'
        : '<CompleteMultipartUploadResult/>';
      return new Response(xml, { status: 200 });
    });
    expect(await store.createMultipartUpload('k/1', 'application/pdf')).toBe('UP-9');
    await store.completeMultipartUpload('k/1', 'UP-9', [
      { partNum: 1, etag: '"a"' },
      { partNum: 2, etag: '"b"' },
    ]);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://s3.amazonaws.com/examplebucket/k/1?uploads',
      'POST https://s3.amazonaws.com/examplebucket/k/1?uploadId=UP-9',
    ]);
    for (const r of seen)
      expect(r.headers.get('authorization')).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/,
      );
    expect(bodies[1]).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>&#34;a&#34;</ETag></Part><Part><PartNumber>2</PartNumber><ETag>&#34;b&#34;</ETag></Part></CompleteMultipartUpload>',
    );
  });

  it("S3's InvalidPart answer is the caller's etags: a 400 naming them", async () => {
    const store = new ObjectStore(EXAMPLE, async () => new Response('<Error><Code>InvalidPart</Code></Error>', { status: 400 }));
    await expect(store.completeMultipartUpload('k', 'U', [{ partNum: 1, etag: 'x' }])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^body\.etags/),
    });
  });
});
