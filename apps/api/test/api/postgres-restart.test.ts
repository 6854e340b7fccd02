import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, type ChildSession, startChildServer } from '../support/child-server.ts';
import { canRunOwnPostgres, type OwnPostgres, startOwnPostgres } from '../support/own-postgres.ts';

/**
 * Issue 17, faults: PostgreSQL restarts under a bounded stream of reads and writes. While it
 * is gone the API answers 503 with Retry-After, never a 500; no write it acknowledged is lost;
 * and it serves again within 5 s of the database being back. A real server process on a
 * PostgreSQL cluster of the test's own, stopped and started with pg_ctl. Runs in the CI's
 * PostgreSQL pass.
 */
const run = Boolean(process.env.DATABASE_URL) && canRunOwnPostgres;
const RECOVERY_MS = 5_000;
let own: OwnPostgres | undefined;
let server: ChildServer | undefined;
let root: string;
let admin: ChildSession;

beforeAll(async () => {
  if (!run) return;
  root = await mkdtemp(path.join(tmpdir(), 'cpe-restart-'));
  own = await startOwnPostgres();
  server = await startChildServer({ DATABASE_URL: own.url, SEED_DEMO: 'true', LMS_SANDBOX: 'false', DATA_DIR: root }, 180_000);
  admin = await server.login('admin');
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await own?.destroy();
  if (root) await rm(root, { recursive: true, force: true });
});

interface Answer {
  kind: 'read' | 'write';
  at: number;
  status: number;
  retryAfter: string | null;
  id?: number;
  title?: string;
}

/** Four clients, each alternating a read and a write, until `until()` says stop. */
async function stream(s: ChildServer, session: ChildSession, until: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  const headers = { subdomain_name: 'demo', authorization: `Bearer ${session.token}`, user_id: String(session.personId) };
  let n = 0;
  const client = async () => {
    while (!until()) {
      const title = `Restart ${++n}`;
      for (const kind of ['read', 'write'] as const) {
        const res =
          kind === 'read'
            ? await fetch(`${s.url}/api/course/search?limit=5`, { headers })
            : await fetch(`${s.url}/api/course`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ title, agenda_type_id: 1, delivery_method_id: 2 }),
              });
        const body = (await res.json().catch(() => null)) as { id?: number } | null;
        answers.push({ kind, at: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), id: body?.id, title });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  return answers;
}

describe.runIf(run)('PostgreSQL restarts under load', () => {
  it('answers 503 with Retry-After during the gap, loses no acknowledged write, and recovers within 5 s', async () => {
    const s = server as ChildServer;
    const db = own as OwnPostgres;
    let done = false;
    let backAt = 0;
    const answers = stream(s, admin, () => done);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    db.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    db.start();
    backAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, RECOVERY_MS + 1_000));
    done = true;
    const all = await answers;

    const statuses = [...new Set(all.map((a) => a.status))].sort();
    expect(
      statuses.every((st) => st === 200 || st === 201 || st === 503),
      `statuses seen: ${statuses}; the server's unhandled errors:\n${s
        .output()
        .split('\n')
        .filter((line) => line.includes('Unhandled error'))
        .join('\n')}`,
    ).toBe(true);
    const unavailable = all.filter((a) => a.status === 503);
    expect(unavailable.length, 'some requests met the gap').toBeGreaterThan(0);
    expect(unavailable.every((a) => a.retryAfter === '5')).toBe(true);
    // Recovery: a success within RECOVERY_MS of the database being back, and only successes after.
    const firstBack = all.find((a) => a.at > backAt && a.status < 300);
    const recoveredInMs = (firstBack?.at ?? Number.POSITIVE_INFINITY) - backAt;
    console.info(
      `PostgreSQL restart: ${all.length} answers, ${unavailable.length} of them 503; first success ${recoveredInMs} ms after the database was back`,
    );
    expect(recoveredInMs).toBeLessThanOrEqual(RECOVERY_MS);
    const late = all.filter((a) => a.at > backAt + RECOVERY_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((a) => a.status === 503)).toEqual([]);

    // Every write acknowledged with 201 is in the database.
    const acknowledged = all.filter((a) => a.kind === 'write' && a.status === 201).map((a) => a.id as number);
    expect(acknowledged.length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>('SELECT id FROM courses WHERE id = ANY($1::int[])', [acknowledged]);
      expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual([...acknowledged].sort((x, y) => x - y));
    } finally {
      await client.end();
    }
    // And the server is still the same process, serving.
    expect((await s.call('GET', `/api/person/${admin.personId}`, { session: admin })).status).toBe(200);
  }, 120_000);
});
