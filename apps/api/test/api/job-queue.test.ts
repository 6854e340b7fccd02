import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import { JobQueue } from '../../src/jobs/queue.ts';
import { eventually } from '../support/eventually.ts';
import { openTestDatabase } from '../support/test-server.ts';

/**
 * The job queue's batches (jobs/queue.ts): a fetch takes up to `batchSize` jobs, a job that
 * fails goes back alone while the others of its batch complete, and a queue with more waiting
 * is fetched again without waiting a polling interval per batch.
 */
let db: Database;
let drop: () => Promise<void>;
let jobs: JobQueue;
const handled: number[] = [];
const failures: string[] = [];
const silent = { error: (o: { err?: Error }) => failures.push(String(o.err?.message)), warn: () => {}, info: () => {} };

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  jobs = new JobQueue(db, silent as unknown as FastifyBaseLogger);
  await jobs.start([
    {
      name: 'test.batch',
      batchSize: 5,
      retryLimit: 1,
      async handle(data: { n: number; fail?: boolean }) {
        if (data.fail) throw new Error(`job ${data.n} fails`);
        handled.push(data.n);
      },
    },
  ]);
});
afterAll(async () => {
  await jobs?.stop();
  await db?.close();
  await drop?.();
});

const states = () =>
  db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ n: number; state: string }>(
      "SELECT (data->>'n')::int AS n, state FROM pgboss.job WHERE name = 'test.batch' ORDER BY 1",
    );
    return rows;
  });

describe('the job queue', () => {
  it('fails the one job that throws; the rest of its batch completes', async () => {
    for (const n of [1, 2, 3, 4]) await jobs.send('test.batch', { n });
    await jobs.send('test.batch', { n: 5, fail: true });
    await eventually(async () => (await states()).filter((r) => r.state === 'completed').length === 4, { what: 'four completed' });
    expect(handled.filter((n) => n <= 5).sort()).toEqual([1, 2, 3, 4]);
    const five = (await states()).find((r) => r.n === 5);
    expect(['retry', 'active', 'failed']).toContain(five?.state);
    expect(failures).toContain('job 5 fails');
  });

  it('takes every job of a long queue, batch after batch', async () => {
    for (let n = 100; n < 137; n++) await jobs.send('test.batch', { n });
    await eventually(() => handled.filter((n) => n >= 100).length === 37, { what: 'all 37 handled', timeoutMs: 30_000 });
    expect(new Set(handled.filter((n) => n >= 100)).size).toBe(37);
  });

  it.skipIf(!process.env.DATABASE_URL)('sets pg-boss up once when several processes start together on a new database', async () => {
    // Each its own pools, as each process has.
    const fresh = await openTestDatabase();
    const pools = await Promise.all([0, 1, 2].map(() => openPostgres(fresh.databaseUrl as string, 5)));
    const queues = pools.map((pool) => new JobQueue(pool, silent as unknown as FastifyBaseLogger));
    try {
      const definition = { name: 'test.together', async handle() {} };
      const started = await Promise.allSettled(queues.map((q) => q.start([definition])));
      expect(started.filter((r) => r.status === 'rejected')).toEqual([]);
      await queues[0]?.send('test.together', {});
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await Promise.all(pools.map((pool) => pool.close()));
      await fresh.db.close();
      await fresh.drop();
    }
  });
});
