import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPglite } from '../../src/db/pglite.ts';
import type { Database } from '../../src/db/types.ts';
import type { Mailer, OutgoingMail } from '../../src/modules/email/mailer.ts';
import { sendEmailJob } from '../../src/modules/email/outbox.ts';
import { eventually } from '../support/eventually.ts';
import { pgliteFromTemplate, startTestServer, type TestServer } from '../support/test-server.ts';

const INDEX_MARKER = 'platform-test-index-page';
const HASHED_CHUNK = 'index-B2x9Qk7a.js';
const CHUNK_SOURCE = `export const marker = '${'platform-test-chunk '.repeat(200)}';\n`;
let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'cpe-web-'));
  await writeFile(path.join(webDir, 'index.html'), `<!doctype html><html><body><div id="root">${INDEX_MARKER}</div></body></html>`);
  // A build as apps/web's makes it: a chunk Vite named after its content (in its manifest), with the
  // brotli and gzip copies scripts/precompress.mjs writes, and a logo of public/ that keeps its name.
  await mkdir(path.join(webDir, 'assets'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'assets', HASHED_CHUNK), CHUNK_SOURCE);
  await writeFile(path.join(webDir, 'assets', `${HASHED_CHUNK}.br`), brotliCompressSync(CHUNK_SOURCE));
  await writeFile(path.join(webDir, 'assets', `${HASHED_CHUNK}.gz`), gzipSync(CHUNK_SOURCE));
  await writeFile(path.join(webDir, 'assets', 'demo-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/main.tsx': { file: `assets/${HASHED_CHUNK}`, isEntry: true } }),
  );
  server = await startTestServer({ mailer: { async send() {} }, env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('HTTP platform', () => {
  const expectSecurityHeaders = (headers: Headers, label: string) => {
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp, label).toMatch(/default-src 'self'/);
    expect(csp, label).toMatch(/script-src 'self'(;|$)/); // no inline or remote scripts
    expect(csp, label).toMatch(/object-src 'none'/);
    expect(csp, label).toMatch(/frame-ancestors 'none'/);
    expect(headers.get('x-content-type-options'), label).toBe('nosniff');
    expect(headers.get('x-frame-options'), label).toMatch(/DENY|SAMEORIGIN/);
    expect(headers.get('referrer-policy'), label).toMatch(/no-referrer/);
    expect(headers.get('strict-transport-security'), label).toMatch(/max-age=\d+/);
    expect(headers.get('x-powered-by'), label).toBeNull();
  };

  it('sends security headers on API answers, errors and the index page', async () => {
    expectSecurityHeaders((await server.call('GET', '/api/health')).headers, 'health');
    expectSecurityHeaders((await server.call('GET', '/api/alerts')).headers, '401 answer');
    expectSecurityHeaders((await server.call('GET', '/api/nope')).headers, '404 answer');
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers, 'index page');
  });

  it('refuses a JSON body over 1 MiB with 413 and a JSON error', async () => {
    const big = JSON.stringify({ username: 'admin', password: 'x'.repeat(1_048_577) });
    const res = await server.call('POST', '/api/auth/login', { rawBody: big });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    // Just under the limit is parsed (and then refused by the schema's own maximum).
    const under = await server.call('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ username: 'a', password: 'x'.repeat(1_000_000) }),
    });
    expect(under.status).toBe(400);
  });

  it('publishes an OpenAPI 3 document and a reference page', async () => {
    const doc = await server.call('GET', '/api/openapi.json', { tenant: null });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(doc.body.paths['/api/person/{userId}'].get).toBeDefined();
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<html/i);
  });

  it('answers an unknown /api path with a 404 JSON error, never the web page', async () => {
    for (const [method, p] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/person'],
    ] as const) {
      const res = await server.call(method, p);
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.headers.get('content-type'), `${method} ${p}`).toMatch(/application\/json/);
      expect(res.body, `${method} ${p}`).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('serves index.html for any other GET, so the browser’s router owns the path', async () => {
    for (const p of ['/', '/login', '/person/profile/12', '/reset-password?token=abc']) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/text\/html/);
      expect(await res.text(), p).toContain(INDEX_MARKER);
    }
    const post = await server.call('POST', '/login', { body: {} });
    expect(post.status).toBe(404);
    expect(post.body.code).toBe('NOT_FOUND');
  });

  it('sends a chunk named after its content precompressed and cached for a year; index.html and the logos are asked for again', async () => {
    const br = await server.call('GET', `/assets/${HASHED_CHUNK}`, { tenant: null, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.body).toBe(CHUNK_SOURCE);
    // The bytes on the wire are the build's own copy, not compressed again for this answer.
    const wire = await server.app.inject({ method: 'GET', url: `/assets/${HASHED_CHUNK}`, headers: { 'accept-encoding': 'br' } });
    expect(wire.rawPayload.equals(await readFile(path.join(webDir, 'assets', `${HASHED_CHUNK}.br`)))).toBe(true);
    const gz = await server.call('GET', `/assets/${HASHED_CHUNK}`, { tenant: null, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.body).toBe(CHUNK_SOURCE);
    const plain = await server.call('GET', `/assets/${HASHED_CHUNK}`, { tenant: null, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(CHUNK_SOURCE);

    for (const p of ['/assets/demo-logo.svg', '/', '/course/5']) {
      const res = await server.call('GET', p, { tenant: null });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      // no-cache asks again each time; the ETag lets an unchanged file answer 304 without its body.
      const etag = res.headers.get('etag');
      expect(etag, p).toBeTruthy();
      const again = await server.call('GET', p, { tenant: null, headers: { 'if-none-match': etag as string } });
      expect(again.status, p).toBe(304);
    }
  });

  it('echoes a well-formed x-request-id and replaces a malformed one', async () => {
    const given = await server.call('GET', '/api/health', { headers: { 'x-request-id': 'trace-42.abc_DEF' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42.abc_DEF');
    const onError = await server.call('GET', '/api/alerts', { headers: { 'x-request-id': 'trace-43' } });
    expect(onError.status).toBe(401);
    expect(onError.headers.get('x-request-id')).toBe('trace-43');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of ['has spaces in it', 'x'.repeat(65), '<script>']) {
      const res = await server.call('GET', '/api/health', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id'), bad).toMatch(uuid);
    }
    expect((await server.call('GET', '/api/health')).headers.get('x-request-id')).toMatch(uuid);
  });
});

/** A mailer that records what it sends. */
function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

describe('background jobs', () => {
  it('survive a restart of the server (PGlite persisted on disk)', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-jobs-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir }), databaseUrl: undefined, seedDemo: true, logLevel: 'silent' };
    let db: Database | undefined;
    let app: FastifyInstance | undefined;
    try {
      // First life: the mailer is down, so the reset e-mail stays queued (or retrying).
      let attempts = 0;
      // The data folder starts as a copy of the run's migrated and seeded template when there is one.
      db = await openPglite(path.join(dataDir, 'pglite'), await pgliteFromTemplate());
      ({ app } = await createApp({
        config,
        db,
        logger: false,
        mailer: {
          async send() {
            attempts++;
            throw new Error('SMTP server unreachable');
          },
        },
      }));
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { subdomain_name: 'demo' },
        payload: { username: 'external.learner' },
      });
      expect(res.statusCode).toBe(200);
      await app.close();
      await db.close();
      app = undefined;
      const before = await openPglite(path.join(dataDir, 'pglite'));
      const queued = await before.asOwner((tx) => tx.query<{ status: string }>('SELECT status FROM outbound_emails'));
      await before.close();
      expect(queued.rows).toEqual([{ status: 'queued' }]);

      // Second life, same data folder: the job is still there and the message goes out.
      const mailer = recordingMailer();
      db = await openPglite(path.join(dataDir, 'pglite'));
      ({ app } = await createApp({ config, db, logger: false, mailer }));
      await app.ready();
      const mail = await eventually(() => mailer.sent[0], { timeoutMs: 40_000, intervalMs: 200, what: 'the queued e-mail' });
      expect(mail.to).toBe('external.learner@example.com');
      expect(mail.text).toMatch(/reset/i);
      const sent = await eventually(
        async () => {
          const { rows } = await (db as Database).asOwner((tx) => tx.query<{ status: string }>('SELECT status FROM outbound_emails'));
          return rows[0]?.status === 'sent' && rows;
        },
        { timeoutMs: 40_000, intervalMs: 200, what: 'status sent' },
      );
      expect(sent).toHaveLength(1);
      expect(mailer.sent).toHaveLength(1);
      expect(attempts).toBeLessThanOrEqual(1);
    } finally {
      await app?.close();
      await db?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('the email.send handler is idempotent: two runs for one e-mail send it once', async () => {
    const db = server.db;
    const demoId = (await db.asOwner((tx) => tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'"))).rows[0]
      ?.id as number;
    // Recorded without a job, so that only this test runs the handler.
    const record = (subject: string) =>
      db.withTenant({ tenantId: demoId }, async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          "INSERT INTO outbound_emails (tenant_id, to_address, subject, text_body) VALUES ($1, 'someone@example.com', $2, 'Once.') RETURNING id",
          [demoId, subject],
        );
        return (rows[0] as { id: number }).id;
      });
    const emailId = await record('Twice?');
    const mailer = recordingMailer();
    const job = sendEmailJob(db, mailer);
    await job.handle({ tenantId: demoId, emailId });
    await job.handle({ tenantId: demoId, emailId });
    expect(mailer.sent.filter((m) => m.subject === 'Twice?')).toHaveLength(1);

    // Two runs at the same time: one sends, the other is refused (pg-boss retries it later).
    const together = await record('Together?');
    const slow = recordingMailer();
    const slowJob = sendEmailJob(db, {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await slow.send(mail);
      },
    });
    const outcomes = await Promise.allSettled([
      slowJob.handle({ tenantId: demoId, emailId: together }),
      slowJob.handle({ tenantId: demoId, emailId: together }),
    ]);
    expect(slow.sent).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    await slowJob.handle({ tenantId: demoId, emailId: together });
    expect(slow.sent).toHaveLength(1);

    // A failed attempt is retried, and the retry sends it once more at most.
    const flaky = recordingMailer();
    let fail = true;
    const retried = await record('Retry');
    const flakyJob = sendEmailJob(db, {
      async send(mail) {
        if (fail) {
          fail = false;
          throw new Error('temporary failure');
        }
        await flaky.send(mail);
      },
    });
    await expect(flakyJob.handle({ tenantId: demoId, emailId: retried })).rejects.toThrow('temporary failure');
    await flakyJob.handle({ tenantId: demoId, emailId: retried });
    await flakyJob.handle({ tenantId: demoId, emailId: retried });
    expect(flaky.sent).toHaveLength(1);
    const { rows } = await db.withTenant({ tenantId: demoId }, (tx) =>
      tx.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbound_emails WHERE id = $1', [retried]),
    );
    expect(rows[0]?.status).toBe('sent');
  });
});
