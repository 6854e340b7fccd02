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
    await cleanupJob(server.db).handle({});
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
});
