import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { APP_ROLE, type Database, type Queryable, type Tx } from '../db/types.ts';

/** One queue's depth and recent failures (JobQueue.stats). */
export interface QueueStats {
  name: string;
  queued: number;
  active: number;
  failed_24h: number;
}

/** What a handler gets besides its data. */
export interface JobContext {
  /** Aborted when the process stops: a long handler gives its work back and returns. */
  signal: AbortSignal;
}

/** A kind of background work. Handlers must be idempotent: pg-boss delivers at least once. */
export interface JobDefinition<T extends object> {
  name: string;
  handle(data: T, ctx?: JobContext): Promise<void>;
  /** Cron expression (UTC) for recurring work. */
  schedule?: string;
  retryLimit?: number;
  /**
   * How long a run may stay active before pg-boss takes it back and retries it: what the work
   * needs, and short enough that a job whose process was killed runs again within a minute
   * (JOB_EXPIRY_LIMIT_SECONDS plus the maintenance interval). Work that may run longer
   * renews a lease of its own (the LMS sync) or is safe to run twice (every handler is).
   */
  expireInSeconds: number;
  /**
   * Jobs one fetch takes (default 1), handled one after another, each failing on its own. For
   * many short jobs (e-mails): a fetch per job would bound the throughput by round trips.
   */
  batchSize?: number;
  /**
   * A check every process runs for itself, at start and then every `everyMs` (not a queued
   * job): for instance, sending again the work that a process which ended left unfinished.
   */
  watch?: { everyMs: number; run(): Promise<void> };
}

/** The longest expiry a job type may set: with the maintenance interval, a job of a killed process runs again within a minute. */
export const JOB_EXPIRY_LIMIT_SECONDS = 45;
/** How often one process (pg-boss takes turns) expires, archives and drops jobs. */
export const JOB_MAINTENANCE_SECONDS = 10;

/** Arbitrary but fixed (beside the migrations' lock): one process at a time sets pg-boss up. */
const JOB_QUEUE_SETUP_LOCK = 72_220_032;

/**
 * The channel on which an enqueue wakes the queue's workers in every API process when its
 * transaction commits (NOTIFY is delivered at commit, and not at all on a rollback), instead of
 * at their next poll: an e-mail or an LMS sync starts at once, not up to a polling interval later.
 * The payload is the queue's name. Polling stays, for a notification missed while a listening
 * connection was down.
 */
export const JOB_CHANNEL = 'cpe_jobs';

/**
 * The queues already announced on JOB_CHANNEL in a transaction: NOTIFY is delivered once at
 * commit, so a certification that enqueues an e-mail per learner announces the e-mail queue once,
 * not once a learner.
 */
const announced = new WeakMap<Queryable, Set<string>>();

async function announceAtCommit(tx: Queryable, name: string): Promise<void> {
  const names = announced.get(tx) ?? new Set<string>();
  if (names.has(name)) return;
  names.add(name);
  announced.set(tx, names);
  await tx.query('SELECT pg_notify($1, $2)', [JOB_CHANNEL, name]);
}

/** How long start() waits for the wake-up listener before it goes on without it. */
const LISTEN_WAIT_MS = 5_000;

/** How often an idle worker looks for work without being woken. Embedded mode has one connection; polling less often leaves it to requests. */
const pollingSeconds = (db: Database) => (db.kind === 'pglite' ? 1 : 2);

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

/**
 * Creating a queue creates its table: two processes that start together can deadlock there
 * (one is chosen to fail). Creation is idempotent, so the one that failed tries again.
 */
async function createQueueRetryingDeadlocks(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/**
 * pg-boss over the same database as the product: PostgreSQL through the pool, or
 * PGlite through its `db` adapter. Jobs are rows, so they survive a restart and
 * are shared by every API process.
 */
export class JobQueue {
  private boss: PgBoss;
  private started = false;
  private readonly stopping = new AbortController();
  private readonly watchers: NodeJS.Timeout[] = [];
  private readonly watching = new Set<Promise<void>>();
  /** This process's worker of each queue, for the wake-ups of JOB_CHANNEL. */
  private readonly workerIds = new Map<string, string>();
  private stopListening: (() => Promise<void>) | undefined;
  private readonly pollingIntervalSeconds: number;

  constructor(
    private db: Database,
    private log: FastifyBaseLogger,
    /** pollingIntervalSeconds: only the tests of the wake-up set it, to a poll that never comes in time. */
    opts: { pollingIntervalSeconds?: number } = {},
  ) {
    this.pollingIntervalSeconds = opts.pollingIntervalSeconds ?? pollingSeconds(db);
    this.boss = new PgBoss({
      db: db.jobQueueAdapter as PgBoss.Db,
      schema: 'pgboss',
      pollingIntervalSeconds: this.pollingIntervalSeconds,
      schedule: true,
      supervise: true,
      maintenanceIntervalSeconds: JOB_MAINTENANCE_SECONDS,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  async start(definitions: JobDefinition<object>[]): Promise<void> {
    // API processes that start together set pg-boss up one at a time: its schema, the queues'
    // tables and the grants each race otherwise (a duplicate schema, a deadlock, "tuple
    // concurrently updated"). PGlite serves one process, and its one connection cannot be
    // held while pg-boss uses it.
    if (this.db.kind === 'postgres')
      await this.db.asOwner(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [JOB_QUEUE_SETUP_LOCK]);
        await this.setUp(definitions, tx);
      });
    else await this.setUp(definitions);
    for (const def of definitions) {
      const batchSize = def.batchSize ?? 1;
      let workerId = '';
      workerId = await this.boss.work<object>(
        def.name,
        { batchSize, pollingIntervalSeconds: this.pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await def.handle(job.data, { signal: this.stopping.signal });
            } catch (err) {
              // This job alone goes back for a retry; pg-boss completes the others of the batch
              // (it completes only jobs still active).
              this.log.error({ err, job: def.name, jobId: job.id }, 'job failed; pg-boss will retry it');
              await this.boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
            }
          }
          // pg-boss waits a polling interval after every fetch, even a full one: a queue with
          // more work waiting fetches again at once (one e-mail per interval would take an hour
          // for a class of 2,000).
          if (jobs.length === batchSize) this.boss.notifyWorker(workerId);
        },
      );
      this.workerIds.set(def.name, workerId);
      if (def.schedule) await this.boss.schedule(def.name, def.schedule, {});
    }
    await this.listenForWakeUps();
    this.started = true;
    for (const def of definitions) if (def.watch) this.startWatch(def.name, def.watch);
  }

  /** pg-boss's schema, one queue per job type, and what the application role may do with them. */
  private async setUp(definitions: JobDefinition<object>[], locked?: Tx): Promise<void> {
    await this.boss.start();
    for (const def of definitions) {
      if (!(def.expireInSeconds >= 1 && def.expireInSeconds <= JOB_EXPIRY_LIMIT_SECONDS))
        throw new Error(`Job ${def.name}: expireInSeconds must be 1..${JOB_EXPIRY_LIMIT_SECONDS}, got ${def.expireInSeconds}`);
      const queue = {
        name: def.name,
        retryLimit: def.retryLimit ?? 5,
        retryBackoff: true,
        retryDelay: 5,
        expireInSeconds: def.expireInSeconds,
      } as PgBoss.Queue;
      await createQueueRetryingDeadlocks(() => this.boss.createQueue(def.name, queue));
      // A queue made by an earlier version keeps its old settings unless told.
      await this.boss.updateQueue(def.name, queue);
    }
    // Requests enqueue jobs inside their own transaction, as the application role.
    const grant = `GRANT USAGE ON SCHEMA pgboss TO ${APP_ROLE};
                   GRANT SELECT ON pgboss.queue TO ${APP_ROLE};
                   GRANT SELECT, INSERT ON pgboss.job TO ${APP_ROLE};
                   GRANT SELECT ON pgboss.archive TO ${APP_ROLE};`;
    if (locked) await locked.exec(grant);
    else await this.db.asOwner((tx) => tx.exec(grant));
  }

  private startWatch(name: string, watch: NonNullable<JobDefinition<object>['watch']>): void {
    const tick = () => {
      if (this.stopping.signal.aborted) return;
      const run = watch
        .run()
        .catch((err) => this.log.error({ err, job: name }, 'job watch failed'))
        .finally(() => this.watching.delete(run));
      this.watching.add(run);
    };
    tick();
    this.watchers.push(setInterval(tick, watch.everyMs));
  }

  /**
   * Listens on JOB_CHANNEL, and waits (a few seconds at most) until the listening connection is
   * up, so that a job enqueued right after start wakes its worker too. A listener that cannot
   * connect delays nothing longer: polling finds the jobs meanwhile, and the listener keeps trying.
   */
  private async listenForWakeUps(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LISTEN_WAIT_MS);
      this.stopListening = this.db.listen(JOB_CHANNEL, {
        message: (name) => this.wake(name),
        state: (listening) => listening && resolve(),
      });
    });
    clearTimeout(timer);
  }

  /** This process's worker of `name` fetches now rather than at its next poll. */
  private wake(name: string): void {
    const workerId = this.workerIds.get(name);
    if (this.started && workerId) this.boss.notifyWorker(workerId);
  }

  /** Enqueues outside any transaction (a watch resending work); singletonSeconds allows one such job per key and period. */
  async send(name: string, data: object, options: { singletonKey?: string; singletonSeconds?: number } = {}): Promise<void> {
    await this.boss.send(name, data, options as PgBoss.SendOptions);
    await this.db.jobQueueAdapter.executeSql('SELECT pg_notify($1, $2)', [JOB_CHANNEL, name]);
  }

  /** Enqueues in the caller's transaction: the job exists if and only if the change commits. */
  async sendInTx(
    tx: Queryable,
    name: string,
    data: object,
    options: { singletonKey?: string; startAfterSeconds?: number } = {},
  ): Promise<void> {
    const { startAfterSeconds, ...rest } = options;
    await this.boss.send(name, data, {
      ...rest,
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      db: { executeSql: async (text: string, values: unknown[]) => tx.query(text, values) },
    } as PgBoss.SendOptions);
    // A job held back would find no worker awake for it; its start is the poll's.
    if (!startAfterSeconds) await announceAtCommit(tx, name);
  }

  /** Enqueues many jobs of one type in the caller's transaction, in one statement. */
  async insertInTx(tx: Queryable, name: string, jobs: { data: object; singletonKey?: string }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((job) => ({ name, data: job.data, singletonKey: job.singletonKey })),
      { db: { executeSql: async (text: string, values: unknown[]) => tx.query(text, values) } } as never,
    );
    await announceAtCommit(tx, name);
  }

  isRunning(): boolean {
    return this.started;
  }

  /**
   * Depth and recent failures of every queue (the health check), read from pg-boss's own
   * tables in the caller's transaction (PGlite has one connection, so a request may not wait
   * for a second one; start() grants the application role the reads): queued (created or waiting to retry), active, and failed in the last
   * 24 hours, archived or not.
   */
  async stats(tx: Queryable): Promise<QueueStats[]> {
    const { rows } = await tx.query<QueueStats>(
      `SELECT q.name,
                (SELECT count(*)::int FROM pgboss.job j WHERE j.name = q.name AND j.state IN ('created', 'retry')) AS queued,
                (SELECT count(*)::int FROM pgboss.job j WHERE j.name = q.name AND j.state = 'active') AS active,
                (SELECT count(*)::int FROM pgboss.job j WHERE j.name = q.name AND j.state = 'failed'
                    AND j.completed_on > now() - interval '24 hours')
                + (SELECT count(*)::int FROM pgboss.archive a WHERE a.name = q.name AND a.state = 'failed'
                    AND a.completed_on > now() - interval '24 hours') AS failed_24h
           FROM pgboss.queue q WHERE q.name NOT LIKE '\\_\\_%' ORDER BY q.name`,
    );
    return rows;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping.abort();
    await this.stopListening?.();
    for (const timer of this.watchers) clearInterval(timer);
    await Promise.all(this.watching);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }
}
