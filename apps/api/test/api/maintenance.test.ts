import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupJob } from '../../src/jobs/cleanup.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The hourly maintenance job (maintenance.cleanup), run directly against the test database. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const owner = <T extends object>(sql: string, values: unknown[] = []) =>
  server.db.asOwner((tx) => tx.query<T>(sql, values)).then((r) => r.rows);

describe('maintenance.cleanup', () => {
  it('deletes day-old rate-limit windows and keeps current ones; on PGlite it refreshes the statistics', async () => {
    await owner(
      `INSERT INTO rate_limit_hits (bucket, key, window_start, hits)
       SELECT 'login', 'k' || g, now() - make_interval(hours => CASE WHEN g % 2 = 0 THEN 30 ELSE 0 END), 1 FROM generate_series(1, 200) g`,
    );
    await cleanupJob(server.db, server.config.storageDir).handle({});
    const left = await owner<{ old: number; current: number }>(
      `SELECT count(*) FILTER (WHERE window_start < now() - interval '1 day')::int AS old,
              count(*) FILTER (WHERE window_start >= now() - interval '1 day')::int AS current
         FROM rate_limit_hits WHERE key LIKE 'k%'`,
    );
    expect(left).toEqual([{ old: 0, current: 100 }]);
    const [stats] = await owner<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE relname = 'rate_limit_hits'");
    // PGlite has no autovacuum: the job's ANALYZE is what tells the planner the table's size.
    if (server.db.kind === 'pglite') expect(Number(stats?.reltuples)).toBeGreaterThanOrEqual(100);
  });

  it("removes uploads' temporary files last written over an hour ago, and only those", async () => {
    const incoming = path.join(server.config.storageDir, 'incoming');
    await mkdir(incoming, { recursive: true });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    for (const [name, age] of [
      ['left-by-a-crash', 2],
      ['just-over-an-hour', 1.1],
      ['in-progress', 0],
      ['under-an-hour', 0.9],
    ] as const) {
      await writeFile(path.join(incoming, name), 'partial upload');
      await utimes(path.join(incoming, name), hoursAgo(age), hoursAgo(age));
    }
    await cleanupJob(server.db, server.config.storageDir).handle({});
    expect((await readdir(incoming)).sort()).toEqual(['in-progress', 'under-an-hour']);
  });

  it('deletes sign-in back-offs whose last failure is a day old and whose lock has run out', async () => {
    await owner(
      `INSERT INTO login_throttle (tenant_id, account_key, source_address, failures, locked_until, last_failure_at)
       SELECT t.id, v.key, '192.0.2.1', 5, now() + make_interval(hours => v.lock), now() - make_interval(hours => v.age)
         FROM tenants t, (VALUES ('name:old', -20, 30), ('name:recent', -1, 2), ('name:still-locked', 1, 30)) AS v(key, lock, age)
        WHERE t.subdomain = 'demo'`,
    );
    await cleanupJob(server.db, server.config.storageDir).handle({});
    const left = await owner<{ account_key: string }>("SELECT account_key FROM login_throttle WHERE account_key LIKE 'name:%' ORDER BY 1");
    expect(left.map((r) => r.account_key)).toEqual(['name:recent', 'name:still-locked']);
  });
});
