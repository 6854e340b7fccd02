import { createHash } from 'node:crypto';
import pg from 'pg';
import { type Database, type Row, type TenantContext, type Tx, tenantPrologue } from './types.ts';

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

/** PostgreSQL server through a `pg` pool, for DATABASE_URL deployments. */
export async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: 'cpe-api' });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

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

  async function inTransaction<T>(prologue: string, fn: (tx: Tx, opening: Row[]) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      // One round trip: BEGIN, the context settings and the opening statement travel as one simple query.
      const results = (await client.query(`BEGIN; ${prologue}`)) as unknown as pg.QueryResult[];
      const result = await fn(wrap(client), results.length > 2 ? (results.at(-1)?.rows ?? []) : []);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    withTenant<T>(ctx: TenantContext, fn: (tx: Tx, opening: Row[]) => Promise<T>, opening?: string) {
      return inTransaction(opening ? `${tenantPrologue(ctx)}; ${opening}` : tenantPrologue(ctx), fn);
    },
    asOwner<T>(fn: (tx: Tx) => Promise<T>) {
      return inTransaction('SELECT 1', fn);
    },
    async ping() {
      await pool.query('select 1');
    },
    jobQueueAdapter: {
      async executeSql(text, values) {
        const r = await pool.query(text, values);
        // pg returns an array of results for multi-statement text.
        const last = Array.isArray(r) ? r.at(-1) : r;
        return { rows: last?.rows ?? [] };
      },
    },
    async close() {
      await pool.end();
    },
  };
}
