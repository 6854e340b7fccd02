/**
 * `npm run bench:jobs [-- --jobs 5000]`: the job queue's throughput on PostgreSQL (issue 17:
 * "pg-boss ≥ 1,000 jobs/s"), through the product's own JobQueue (its workers, batch size and
 * polling). A throwaway database on DATABASE_URL's server (default the local one) gets the
 * migrations; then `--jobs` no-op jobs are sent by 20 senders, and once all are queued the
 * workers take them (in batches of 20, as e-mails go). Reports both rates.
 */
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { JobQueue } from '../src/jobs/queue.ts';
import { prepareDatabase } from './bench-processes.ts';

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '5000' } } });
const total = Math.max(1, Number(values.jobs));

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {}, child: () => silent } as unknown as FastifyBaseLogger;

// A throwaway database on DATABASE_URL's server, as npm run bench makes it.
const database = await prepareDatabase(false);
const url = database.url as string;
try {
  const db = await openPostgres(url, 10);
  await migrate(db);
  let handled = 0;
  let allHandled: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allHandled = resolve;
  });
  // The workers wait until every job is queued, so the second figure is the workers' own rate.
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const jobs = new JobQueue(db, silent);
  await jobs.start([
    {
      name: 'bench.noop',
      // As the e-mail job takes them (outbox.ts).
      batchSize: 20,
      expireInSeconds: 40,
      async handle() {
        await gate;
        handled++;
        if (handled === total) allHandled();
      },
    },
  ]);
  const began = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < total) {
      next++;
      await jobs.send('bench.noop', { n: next });
    }
  };
  await Promise.all(Array.from({ length: 20 }, sender));
  const sent = performance.now();
  openGate();
  await done;
  const finished = performance.now();
  const rate = (ms: number) => Math.round(total / (ms / 1000));
  console.log(`sent ${total} jobs, 20 senders: ${((sent - began) / 1000).toFixed(2)} s, ${rate(sent - began)} jobs/s`);
  console.log(`handled ${total} queued jobs: ${((finished - sent) / 1000).toFixed(2)} s, ${rate(finished - sent)} jobs/s (target 1,000)`);
  await jobs.stop();
  await db.close();
} finally {
  await database.drop();
}
