import { PGlite } from '@electric-sql/pglite';
import {
  type Access,
  CACHE_CHANNEL,
  type ChannelListener,
  cacheChanges,
  closedJobQueueAnswer,
  type Database,
  READ_CHANGES,
  type Row,
  type SessionProbe,
  sessionProbeSql,
  type TenantContext,
  type Tx,
  tenantPrologue,
} from './types.ts';

export interface PgliteOptions {
  /** Start from this data directory tarball (from `dumpDataDir`) instead of an empty cluster: the API tests' template. */
  loadDataDir?: Blob;
}

/** The embedded database, plus a snapshot of its whole cluster (roles included) for tests to start from. */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (PGlite) for `npm start` without any server installed.
 * PGlite is one connection: its own mutex serializes transactions, so the job
 * queue's statements wait for an open request transaction instead of joining it.
 */
export async function openPglite(dataDir: string | undefined, opts: PgliteOptions = {}): Promise<PgliteDatabase> {
  const pg = new PGlite({ dataDir, loadDataDir: opts.loadDataDir });
  await pg.waitReady;

  const wrap = (tx: { query: PGlite['query']; exec: PGlite['exec'] }): Tx => ({
    async query(text, params) {
      const r = await tx.query(text, params as unknown[] | undefined);
      return { rows: r.rows as never[], rowCount: r.rows.length || (r.affectedRows ?? 0) };
    },
    async exec(sql) {
      await tx.exec(sql);
    },
  });

  let closed = false;
  const cacheListeners = new Set<ChannelListener>();
  return {
    kind: 'pglite',
    // PGlite is in-process, so round trips cost little: reads run in a transaction too, a
    // read-only one, so that a GET handler that writes fails here as it does on PostgreSQL.
    async withTenant<T>(
      ctx: TenantContext,
      fn: (tx: Tx, sessionRows: Row[]) => Promise<T>,
      probe?: SessionProbe,
      access: Access = 'write',
    ) {
      let changes: string[] = [];
      const result = await pg.transaction(async (raw) => {
        const context = access === 'write' ? tenantPrologue(ctx) : `SET TRANSACTION READ ONLY; ${tenantPrologue(ctx)}`;
        const opening = probe ? `${context}; ${sessionProbeSql(probe, access)}` : context;
        const results = await raw.exec(opening);
        const answer = await fn(wrap(raw), probe ? ((results.at(-1)?.rows ?? []) as Row[]) : []);
        if (access === 'write') changes = cacheChanges((await raw.query<{ changes: unknown }>(READ_CHANGES)).rows[0]?.changes);
        return answer;
      });
      // As on PostgreSQL: the process's own caches hear of its commits before it answers.
      for (const payload of changes) for (const l of cacheListeners) l.message(payload);
      return result;
    },
    asOwner<T>(fn: (tx: Tx) => Promise<T>) {
      return pg.transaction((raw) => fn(wrap(raw)));
    },
    async ping() {
      await pg.query('select 1');
    },
    listen(channel, listener) {
      if (channel === CACHE_CHANNEL) cacheListeners.add(listener);
      // One process, one database: nothing can be missed while it is open.
      const unsubscribe = pg.listen(channel, (payload) => listener.message(payload));
      void unsubscribe.then(
        () => listener.state(true),
        () => listener.state(false),
      );
      return async () => {
        cacheListeners.delete(listener);
        listener.state(false);
        if (!closed) await (await unsubscribe.catch(() => async () => {}))();
      };
    },
    jobQueueAdapter: {
      async executeSql(text, values) {
        // pg-boss completes or fails a job without awaiting it (see postgres.ts): after close()
        // the job's row stays active and is retried on the next start.
        if (closed) return closedJobQueueAnswer(text);
        // pg-boss sends multi-statement scripts without parameters (its schema
        // migrations); PGlite runs those only through exec.
        if (!values || values.length === 0) {
          const results = await pg.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
        }
        const r = await pg.query(text, values);
        return { rows: r.rows as unknown[] };
      },
    },
    async dumpDataDir() {
      // Checkpoint first so the tarball holds the data files themselves, not only WAL to replay.
      await pg.exec('CHECKPOINT');
      return pg.dumpDataDir('none');
    },
    async close() {
      closed = true;
      await pg.close();
    },
  };
}
