import { createHash } from 'node:crypto';
import pg from 'pg';
import { listenOnPostgres } from './postgres-listener.ts';
import {
  type Access,
  APP_ROLE,
  CACHE_CHANNEL,
  type ChannelListener,
  COMMIT_WITH_CHANGES,
  cacheChanges,
  closedJobQueueAnswer,
  type Database,
  type Row,
  type SessionProbe,
  sessionProbeSql,
  type TenantContext,
  type Tx,
  tenantPrologue,
} from './types.ts';

const statementNames = new Map<string, string>();

/** A stable name per query text (bounded: the texts are the code's own SQL). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size < 5_000) statementNames.set(text, name);
  }
  return name;
}

/**
 * PostgreSQL server through three `pg` pools: the application's, whose connections
 * are the role cpe_app from the moment they open (never the owner) and read-only
 * unless a transaction says BEGIN READ WRITE; the searches', the same but planning
 * each statement once (ADR 0050); and a small owner pool for migrations, the seed
 * and the job queue.
 */
export async function openPostgres(connectionString: string, poolSize: number, searchPoolSize: number = poolSize): Promise<Database> {
  const appOptions = `-c role=${APP_ROLE} -c default_transaction_read_only=on`;
  const appPool = new pg.Pool({ connectionString, max: poolSize, application_name: 'cpe-api', options: appOptions });
  // A search's statements are written so that their plan does not depend on the values
  // searched for (ADR 0050): planned once per connection, they skip planning, which costs
  // these short statements more than running them.
  const searchPool = new pg.Pool({
    connectionString,
    max: searchPoolSize,
    application_name: 'cpe-api-search',
    options: `${appOptions} -c plan_cache_mode=force_generic_plan`,
  });
  const ownerPool = new pg.Pool({ connectionString, max: 3, application_name: 'cpe-api-owner' });
  // A broken idle connection must not crash the process; the pool replaces it.
  for (const pool of [appPool, searchPool, ownerPool]) pool.on('error', () => {});

  const wrap = (client: pg.PoolClient): Tx => ({
    async query(text, params) {
      // Named (prepared) statements: each connection plans a query text once.
      // Planning the product's joins costs more than running them.
      const r = await client.query({ name: statementName(text), text, values: params as unknown[] | undefined });
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
    async exec(sql) {
      await client.query(sql);
    },
  });

  /** Runs `body` on a pooled connection; after a failure the connection is rolled back, or dropped if it cannot be. */
  async function onClient<T>(pool: pg.Pool, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    // The pool listens for a lost connection only while it is idle: a checked-out one that
    // loses its server (an outage) would otherwise throw an unhandled 'error' and end the process.
    // The query in flight fails with the same error; the connection is then dropped.
    const lost = () => {
      broken = true;
    };
    client.on('error', lost);
    try {
      return await body(client);
    } catch (error) {
      if (broken) throw error;
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.removeListener('error', lost);
      client.release(broken);
    }
  }

  /** This process's own listeners on the cache channel, told of its own commits at once. */
  const cacheListeners = new Set<ChannelListener>();

  function inTransaction<T>(pool: pg.Pool, opening: string, fn: (tx: Tx, openingRows: Row[]) => Promise<T>): Promise<T> {
    return onClient(pool, async (client) => {
      // One round trip: BEGIN, the context settings and the session lookup travel as one simple query.
      const results = (await client.query(`BEGIN READ WRITE; ${opening}`)) as unknown as pg.QueryResult[];
      const result = await fn(wrap(client), results.length > 2 ? (results.at(-1)?.rows ?? []) : []);
      const committed = (await client.query(COMMIT_WITH_CHANGES)) as unknown as pg.QueryResult[];
      for (const payload of cacheChanges(committed[0]?.rows[0]?.changes)) for (const l of cacheListeners) l.message(payload);
      return result;
    });
  }

  /**
   * The tenant each pooled connection's session-level context was last set to by
   * app_read_context. Write transactions set theirs with SET LOCAL, which ends with them, so
   * this stays true until the connection is dropped.
   */
  const readContext = new WeakMap<pg.PoolClient, number | null>();

  async function setReadContext(client: pg.PoolClient, ctx: TenantContext, probe: SessionProbe | undefined): Promise<Row[]> {
    readContext.delete(client);
    const r = await client.query({
      name: 'app_read_context',
      text: 'SELECT * FROM app_read_context($1, $2, $3)',
      values: [ctx.tenantId, probe?.tokenHash ?? null, probe?.now ?? null],
    });
    readContext.set(client, ctx.tenantId);
    return r.rows;
  }

  /**
   * Reads without BEGIN/COMMIT: one prepared statement (app_read_context, migration
   * 0003) sets the tenant context for the connection and finds the session; the
   * handler's statements then run each on its own, read-only. The next checkout's
   * first statement sets the context again before anything else runs.
   */
  function reading<T>(pool: pg.Pool, ctx: TenantContext, probe: SessionProbe, fn: (tx: Tx, sessionRows: Row[]) => Promise<T>): Promise<T> {
    return onClient(pool, async (client) => fn(wrap(client), await setReadContext(client, ctx, probe)));
  }

  /**
   * A read whose session is already known (ADR 0045): a connection is taken only when the
   * handler asks its first query (a reply served from a cache needs none), and the context
   * is set only when the connection's is another tenant's. Such a read often costs one round trip.
   */
  async function readingKnownSession<T>(pool: pg.Pool, ctx: TenantContext, fn: (tx: Tx, sessionRows: Row[]) => Promise<T>): Promise<T> {
    let client: pg.PoolClient | undefined;
    let opening: Promise<Tx> | undefined;
    let broken = false;
    const lost = () => {
      broken = true;
    };
    const open = () =>
      (opening ??= (async () => {
        const c = await pool.connect();
        client = c;
        // As in onClient: a checked-out connection that loses its server must not end the process.
        c.on('error', lost);
        if (readContext.get(c) !== ctx.tenantId) await setReadContext(c, ctx, undefined);
        return wrap(c);
      })());
    const tx: Tx = {
      query: async (text, params) => (await open()).query(text, params),
      exec: async (sql) => (await open()).exec(sql),
    };
    try {
      return await fn(tx, []);
    } finally {
      await opening?.catch(() => {});
      if (client) {
        client.removeListener('error', lost);
        client.release(broken);
      }
    }
  }

  let closed = false;
  return {
    kind: 'postgres',
    withTenant<T>(ctx: TenantContext, fn: (tx: Tx, sessionRows: Row[]) => Promise<T>, probe?: SessionProbe, access: Access = 'write') {
      if (access !== 'write') {
        const pool = access === 'search' ? searchPool : appPool;
        return probe ? reading(pool, ctx, probe, fn) : readingKnownSession(pool, ctx, fn);
      }
      return inTransaction(appPool, probe ? `${tenantPrologue(ctx)}; ${sessionProbeSql(probe, access)}` : tenantPrologue(ctx), fn);
    },
    asOwner<T>(fn: (tx: Tx) => Promise<T>) {
      return inTransaction(ownerPool, 'SELECT 1', fn);
    },
    async ping() {
      await appPool.query('select 1');
    },
    listen(channel, listener) {
      const local = channel === CACHE_CHANNEL;
      if (local) cacheListeners.add(listener);
      const stop = listenOnPostgres(connectionString, channel, listener);
      return async () => {
        cacheListeners.delete(listener);
        await stop();
      };
    },
    jobQueueAdapter: {
      async executeSql(text, values) {
        // pg-boss completes or fails a job without awaiting it; one that ends after close()
        // would be an unhandled rejection. Its row stays active and expires into a retry on
        // the next start, so nothing is lost by answering nothing here.
        if (closed) return closedJobQueueAnswer(text);
        const r = await ownerPool.query(text, values);
        // pg returns an array of results for multi-statement text.
        const last = Array.isArray(r) ? r.at(-1) : r;
        return { rows: last?.rows ?? [] };
      },
    },
    async close() {
      closed = true;
      await Promise.all([appPool.end(), searchPool.end(), ownerPool.end()]);
    },
  };
}
