import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_PART_BYTES, type UploadPart } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentUploadCleanupJob } from '../../src/modules/large-documents/upload-cleanup.ts';
import { UPLOAD_LINK_RATE_LIMIT } from '../../src/modules/large-documents/upload-link.ts';
import { PART_PERSON_RATE_LIMIT, PART_RATE_LIMIT } from '../../src/modules/large-documents/upload-part.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Issue 28, "uploads in parts": what one person and one firm may hold open and store, the rate
 * limits of links and parts, and abandoned uploads removed by the hourly job with their parts
 * (ADR 0057). The server runs with small quotas, as an operator may set them.
 */
const parts = (n: number) => n * UPLOAD_PART_BYTES;
const QUOTAS = {
  UPLOAD_OPEN_PER_PERSON: '3',
  UPLOAD_OPEN_PER_TENANT: '5',
  UPLOAD_IN_FLIGHT_BYTES_PER_PERSON: String(parts(8)),
  UPLOAD_IN_FLIGHT_BYTES_PER_TENANT: String(parts(12)),
};
let server: TestServer;
let admin: Session;
let coordinator: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, coordinator, learner, acmeAdmin } = await startSignedIn({ env: QUOTAS }));
});
afterAll(() => server?.close());

/** Each person opens uploads of their own documents (a biography), which they may always add. */
const link = (s: Session, numOfParts: number, body: Record<string, unknown> = {}) =>
  as(server, s)('POST', '/api/docs/upload-link', {
    body: { attachment_type_id: 11, in_people_id: s.personId, filename: 'bio.pdf', numOfParts, ...body },
  });

const put = async (url: string, bytes = Buffer.from('a part')) =>
  (
    await fetch(server.url + url, {
      method: 'PUT',
      headers: { subdomain_name: 'demo', 'content-type': 'application/octet-stream' },
      body: bytes,
    })
  ).status;

const openCount = async (personId: number) =>
  (
    await server.db.asOwner((tx) =>
      tx.query<{ n: number }>('SELECT count(*)::int AS n FROM document_uploads WHERE created_by = $1 AND completed_at IS NULL', [personId]),
    )
  ).rows[0]?.n;

const signInAgain = async () => {
  [admin, coordinator, learner, acmeAdmin] = await Promise.all([
    server.login('admin'),
    server.login('coordinator'),
    server.login('learner'),
    server.login('admin', 'acme'),
  ]);
};

/** The hourly job, as the scheduler runs it, at `hours` from now on the server's clock. */
async function runCleanupIn(hours: number) {
  server.clock.advanceMinutes(hours * 60);
  await documentUploadCleanupJob(server.db, server.config, server.clock).handle({});
  await signInAgain();
}

const firstParts: UploadPart[] = [];

describe('quotas of open uploads', () => {
  it('one person may have 3 uploads in progress: the 4th is a 409 naming the limit, and nothing is opened', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await link(admin, 1);
      expect(res.status).toBe(200);
      firstParts.push(res.body[0]);
    }
    const refused = await link(admin, 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('You have 3 uploads in progress; one person may have at most 3: finish one first.'),
      errors: [{ field: 'body.numOfParts' }],
    });
    expect(await openCount(admin.personId)).toBe(3);
  });

  it("one person's uploads in progress may declare 41,943,040 bytes (8 parts): one more part is a 409 naming it", async () => {
    expect((await link(learner, 5)).status).toBe(200);
    const refused = await link(learner, 4);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ field: 'body.numOfParts', message: expect.stringContaining('41,943,040 bytes one person') }]);
    expect((await link(learner, 3)).status).toBe(200);
  });

  it('the firm may have 5 uploads in progress: the 6th, by anyone, is a 409; another firm is not affected', async () => {
    const refused = await link(coordinator, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('This firm has 5 uploads in progress; a firm may have at most 5');
    expect(refused.body.errors[0].field).toBe('body.numOfParts');
    expect((await link(acmeAdmin, 1)).status).toBe(200);
  });
});

describe('abandoned uploads', () => {
  it('the hourly job removes the uploads with no part for 24 hours, with their parts on disk, and frees the quota', async () => {
    const kept = firstParts[0] as UploadPart;
    const gone = firstParts[1] as UploadPart;
    expect(await put(gone.uploadURL)).toBe(200);
    const tenantId = (
      await server.db.asOwner((tx) =>
        tx.query<{ tenant_id: number }>('SELECT tenant_id FROM document_uploads WHERE upload_id = $1', [gone.uploadId]),
      )
    ).rows[0]?.tenant_id as number;
    const dirOf = (p: UploadPart) => path.join(server.config.storageDir, 'parts', String(tenantId), p.uploadId);
    expect(existsSync(dirOf(gone))).toBe(true);
    // 11 hours on, a part of the first upload arrives (its URL is valid 12 hours): it lives on.
    server.clock.advanceMinutes(11 * 60);
    expect(await put(kept.uploadURL)).toBe(200);
    await runCleanupIn(14);
    expect(existsSync(dirOf(gone)), 'the parts of an upload with no part for 25 hours').toBe(false);
    expect(existsSync(dirOf(kept)), 'the parts of an upload whose last part came 14 hours ago').toBe(true);
    expect(await openCount(admin.personId)).toBe(1);
    expect(await openCount(learner.personId)).toBe(0);
    // The room is free again.
    expect((await link(admin, 1)).status).toBe(200);
    await runCleanupIn(11);
    expect(existsSync(dirOf(kept))).toBe(false);
    expect(await openCount(admin.personId)).toBe(1);
    await runCleanupIn(25);
    expect(await openCount(admin.personId)).toBe(0);
  });
});

describe('quotas of bytes', () => {
  it("the firm's uploads in progress may declare 62,914,560 bytes (12 parts): one more part is a 409 naming it", async () => {
    expect((await link(admin, 6)).status).toBe(200);
    expect((await link(learner, 6)).status).toBe(200);
    const refused = await link(coordinator, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('more than the 62,914,560 bytes a firm may have in progress');
    await runCleanupIn(25);
  });

  it("the firm's stored documents and uploads in progress may come to DOCUMENT_STORED_BYTES_PER_TENANT: beyond, a 413 naming it", async () => {
    const stored = Number(
      (
        await server.db.asOwner((tx) =>
          tx.query<{ bytes: string }>(
            "SELECT coalesce(sum(size_bytes), 0)::text AS bytes FROM documents WHERE tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')",
          ),
        )
      ).rows[0]?.bytes,
    );
    const quotas = server.config.uploadQuotas;
    const before = quotas.storedBytesPerTenant;
    // As if the server had been started with DOCUMENT_STORED_BYTES_PER_TENANT at 3 parts above what the firm stores.
    quotas.storedBytesPerTenant = stored + parts(3);
    try {
      expect((await link(admin, 1)).status).toBe(200);
      const refused = await link(coordinator, 3);
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [{ field: 'body.numOfParts' }] });
      expect(refused.body.message).toContain(`more than the ${(stored + parts(3)).toLocaleString('en-US')} bytes a firm may store`);
      expect((await link(coordinator, 2)).status).toBe(200);
    } finally {
      quotas.storedBytesPerTenant = before;
    }
    await runCleanupIn(25);
  });
});

describe('rate limits of uploads in parts', () => {
  const freshWindow = () => server.clock.advanceMs(60_000 - (server.clock.now().getTime() % 60_000));

  it(`links: ${UPLOAD_LINK_RATE_LIMIT.max} a minute from one address, refused ones counted; the next is 429`, async () => {
    freshWindow();
    for (let i = 0; i < UPLOAD_LINK_RATE_LIMIT.max; i++) expect((await link(admin, 1, { filename: '../x' })).status).toBe(400);
    expect((await link(admin, 1)).status).toBe(429);
    expect(await openCount(admin.personId)).toBe(0);
  });

  /** `n` PUTs, eight at a time (the counters are atomic, so the order does not matter): how many got each status. */
  async function putMany(url: string, n: number): Promise<Record<number, number>> {
    const statuses: Record<number, number> = {};
    for (let sent = 0; sent < n; sent += 8) {
      const batch = await Promise.all(Array.from({ length: Math.min(8, n - sent) }, () => put(url)));
      for (const status of batch) statuses[status] = (statuses[status] ?? 0) + 1;
    }
    return statuses;
  }

  it(`parts: ${PART_PERSON_RATE_LIMIT.max} a minute per person, ${PART_RATE_LIMIT.max} per address (forged URLs too)`, async () => {
    freshWindow();
    const [part] = (await link(learner, 1)).body as UploadPart[];
    const url = (part as UploadPart).uploadURL;
    expect(await putMany(url, PART_PERSON_RATE_LIMIT.max + 1)).toEqual({ 200: PART_PERSON_RATE_LIMIT.max, 429: 1 });
    const forged = url.replace(/token=(\d+)\.[0-9a-f]+/, (_m, expires) => `token=${expires}.${'0'.repeat(64)}`);
    const left = PART_RATE_LIMIT.max - PART_PERSON_RATE_LIMIT.max - 1;
    expect(await putMany(forged, left)).toEqual({ 403: left });
    expect(await put(forged)).toBe(429);
  }, 120_000);
});
