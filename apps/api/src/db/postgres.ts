import pg from 'pg';
import { type Database, type TenantContext, type Tx, tenantPrologue } from './types.ts';

/** PostgreSQL server through a `pg` pool, for DATABASE_URL deployments. */
export async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: 'cpe-api' });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  const wrap = (client: pg.PoolClient): Tx => ({
    async query(text, params) {
      const r = await client.query(text, params as unknown[] | undefined);
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
    async exec(sql) {
      await client.query(sql);
    },
  });

  async function inTransaction<T>(prologue: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      // One round trip: BEGIN and the context settings travel as one simple query.
      await client.query(`BEGIN; ${prologue}`);
      const result = await fn(wrap(client));
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
    withTenant<T>(ctx: TenantContext, fn: (tx: Tx) => Promise<T>) {
      return inTransaction(tenantPrologue(ctx), fn);
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
