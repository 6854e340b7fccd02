import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_PART_BYTES, type UploadPart } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import type { ChildServer, ChildSession } from '../support/child-server.ts';
import { eventually } from '../support/eventually.ts';
import { startTwoProcesses, type TwoProcesses } from '../support/two-processes.ts';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer (issue 17: "no process keeps
 * state another needs"): a session ended on one is refused by the other at once; sign-in
 * back-off is shared; a job runs once; the parts of one upload may reach either process.
 * PGlite serves one process, so this runs on PostgreSQL only (the CI's second API run).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let two: TwoProcesses | undefined;
let root: string;
let db: Database | undefined;
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  if (!onPostgres) return;
  two = await startTwoProcesses('cpe-two-');
  ({ a, b, root, db } = two);
}, 180_000);
afterAll(async () => {
  await two?.stop();
});

describe.skipIf(!onPostgres)('two API processes on one database', () => {
  it('a session signed out on one process is refused by the other on the next request', async () => {
    const admin = await a.login('admin');
    const me = `/api/person/${admin.personId}`;
    expect((await b.call('GET', me, { session: admin })).status).toBe(200);
    expect((await a.call('POST', '/api/auth/logout', { session: admin, body: {} })).status).toBeLessThan(300);
    expect((await b.call('GET', me, { session: admin })).status).toBe(401);
  });

  it('failed sign-ins on one process back the account off on the other', async () => {
    for (let i = 0; i < 5; i++)
      expect((await a.call('POST', '/api/auth/login', { body: { username: 'coordinator', password: 'wrong' } })).status).toBe(401);
    const next = await b.call('POST', '/api/auth/login', { body: { username: 'coordinator', password: 'wrong' } });
    expect(next.status).toBe(429);
  });

  it('an e-mail job is sent once, by one of the two', async () => {
    const res = await a.call('POST', '/api/auth/forgot-password', { body: { username: 'external.learner@example.com' } });
    expect(res.status).toBeLessThan(300);
    const sent = await eventually(
      async () => {
        const { rows } = await (db as Database).asOwner((tx) =>
          tx.query<{ status: string; attempts: number }>(
            "SELECT status, attempts FROM outbound_emails WHERE to_address = 'external.learner@example.com' ORDER BY id DESC LIMIT 1",
          ),
        );
        return rows[0]?.status === 'sent' && rows[0];
      },
      { what: 'the reset e-mail sent', timeoutMs: 30_000 },
    );
    expect(sent.attempts).toBe(1);
    const files = async (name: string) =>
      (await readdir(path.join(root, name, 'outbox')).catch(() => [])).filter((f) => f.endsWith('.eml'));
    expect((await files('a')).length + (await files('b')).length).toBe(1);
  });

  it('takes the parts of one upload through both processes, and the file comes back intact', async () => {
    const admin: ChildSession = await b.login('admin');
    const { rows } = await (db as Database).asOwner((tx) =>
      tx.query<{ id: number }>(
        "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.subdomain = 'demo' AND c.kind = 'course' LIMIT 1",
      ),
    );
    const target = { attachment_type_id: 2, learning_object_type_id: 1, learning_object_id: rows[0]?.id, filename: 'talk.bin' };
    const file = randomBytes(12_000_000);
    const link = await a.call('POST', '/api/docs/upload-link', {
      session: admin,
      body: { ...target, in_created_by: admin.personId, numOfParts: 3 },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const urls = link.body as UploadPart[];
    const etags: { partNum: number; etag: string }[] = [];
    for (const [i, server] of [a, b, a].entries()) {
      const part = urls[i] as UploadPart;
      const res = await fetch(server.url + part.uploadURL, {
        method: 'PUT',
        headers: { subdomain_name: 'demo', 'content-type': 'application/octet-stream' },
        body: file.subarray(i * UPLOAD_PART_BYTES, (i + 1) * UPLOAD_PART_BYTES),
      });
      expect(res.status).toBe(200);
      etags.push({ partNum: part.partNum, etag: res.headers.get('etag') as string });
    }
    const first = urls[0] as UploadPart;
    const done = await b.call('POST', '/api/docs/large', {
      session: admin,
      body: { ...target, in_created_by: admin.personId, cloudFilepath: first.filepath, uploadId: first.uploadId, etags },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const download = await fetch(`${a.url}/api/docs/download/${done.body.id}`, {
      headers: { subdomain_name: 'demo', authorization: `Bearer ${admin.token}`, user_id: String(admin.personId) },
    });
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(Buffer.from(await download.arrayBuffer()))).toBe(sha(file));
  });

  // Last: it spends the address's sign-in budget for the minute.
  it('wrong link tokens count on both processes alike: 61 alternating guesses meet the limit of 30 a minute (ADR 0057)', async () => {
    // The processes keep real time: 61 quick guesses span at most two one-minute windows, so one holds 31.
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await server.call('POST', '/api/auth/link', { body: { token: `wrong-${i}`.padEnd(40, 'x') } })).status);
    }
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  });
});
