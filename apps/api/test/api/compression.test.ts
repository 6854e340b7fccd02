import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn } from '../support/signed-in.ts';
import type { Session, TestServer } from '../support/test-server.ts';

/** Answers over 1 KB are compressed for a client that accepts it (issue 17; platform/compression.ts). */
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  ({ server, admin } = await startSignedIn());
});
afterAll(() => server?.close());

/** The raw answer, as the bytes arrive: node:http does not decompress. */
function raw(path: string, acceptEncoding: string | null, session?: Session) {
  return new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { subdomain_name: 'demo' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    if (session) Object.assign(headers, { authorization: `Bearer ${session.token}`, user_id: String(session.personId) });
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed answers', () => {
  it('sends a large JSON answer in brotli, or gzip, that decodes to the very same JSON', async () => {
    const plain = await raw('/api/openapi.json', null);
    expect(plain.encoding).toBeUndefined();
    const br = await raw('/api/openapi.json', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    const gz = await raw('/api/openapi.json', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);
  });

  it('compresses an authenticated answer too, and leaves one under 1 KB as it is', async () => {
    const refs = await raw('/api/sys-config/get-refs-by-user?get_branding_only=false', 'br', admin);
    expect(refs.status).toBe(200);
    expect(refs.encoding).toBe('br');
    const entries = JSON.parse(brotliDecompressSync(refs.bytes).toString()) as { mutation: string }[];
    expect(entries.map((e) => e.mutation)).toContain('setDateFormat');
    const health = await raw('/api/health', 'br');
    expect(health.bytes.length).toBeLessThan(1024);
    expect(health.encoding).toBeUndefined();
  });
});
