import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import { JobQueue } from '../../src/jobs/queue.ts';
import { eventually } from '../support/eventually.ts';
import { openTestDatabase } from '../support/test-server.ts';

/**
 * An enqueue wakes the queue's workers when its transaction commits (JOB_CHANNEL, jobs/queue.ts),
 * in this process and in the others, instead of leaving the job to their next poll. The workers
 * here poll every 120 s, so a job handled within the 15 s these tests wait was woken.
 */
const NEVER_IN_TIME = 120;
const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
let db: Database;
let drop: () => Promise<void>;
let databaseUrl: string | undefined;
let jobs: JobQueue;
const handled: number[] = [];
const woken = (n: number) => eventually(() => handled.includes(n), { what: `job ${n} handled`, timeoutMs: 15_000 });

beforeAll(async () => {
  ({ db, drop, databaseUrl } = await openTestDatabase());
  jobs = new JobQueue(db, silent, { pollingIntervalSeconds: NEVER_IN_TIME });
  await jobs.start([{ name: 'test.wake', expireInSeconds: 30, retryLimit: 0, handle: async (d: { n: number }) => void handled.push(d.n) }]);
});
afterAll(async () => {
  await jobs?.stop();
  await db?.close();
  await drop?.();
});

const rowsOf = async (n: number) =>
  (await db.asOwner((tx) => tx.query("SELECT 1 FROM pgboss.job WHERE name = 'test.wake' AND (data->>'n')::int = $1", [n]))).rows.length;

describe('a committed enqueue wakes the workers', () => {
  it('starts a job sent in a transaction as soon as it commits', async () => {
    await db.asOwner((tx) => jobs.sendInTx(tx, 'test.wake', { n: 1 }));
    await woken(1);
  });

  it('starts the jobs of a bulk insert, and a job sent outside a transaction', async () => {
    await db.asOwner((tx) => jobs.insertInTx(tx, 'test.wake', [{ data: { n: 2 } }, { data: { n: 3 } }]));
    await jobs.send('test.wake', { n: 4 });
    await Promise.all([woken(2), woken(3), woken(4)]);
  });

  it('neither keeps nor starts the job of a transaction that rolls back', async () => {
    await expect(
      db.asOwner(async (tx) => {
        await jobs.sendInTx(tx, 'test.wake', { n: 5 });
        throw new Error('the change fails after its enqueue');
      }),
    ).rejects.toThrow('the change fails');
    await db.asOwner((tx) => jobs.sendInTx(tx, 'test.wake', { n: 6 }));
    await woken(6);
    expect(handled).not.toContain(5);
    expect(await rowsOf(5)).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)('wakes the workers of another process (the onboarding command enqueues without any)', async () => {
    const other = await openPostgres(databaseUrl as string, 2);
    try {
      // As tenant-create does: a queue that is never started, only enqueues in its transaction.
      const enqueuer = new JobQueue(other, silent);
      await other.asOwner((tx) => enqueuer.sendInTx(tx, 'test.wake', { n: 7 }));
      await woken(7);
    } finally {
      await other.close();
    }
  });
});
