/** What every query runner offers, whichever driver is behind it. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export type Row = Record<string, unknown>;

/**
 * 'write' (the default) runs `fn` in one transaction. 'read' promises that `fn`
 * only reads: a driver may then skip BEGIN and COMMIT and run each statement on
 * its own, read-only (PostgreSQL enforces it), which saves two round trips.
 * Under READ COMMITTED each statement of a transaction sees a fresh snapshot
 * anyway, so reads lose no consistency.
 */
export type Access = 'read' | 'write';

export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** A transaction that may also run multi-statement SQL without parameters. */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface TenantContext {
  tenantId: number | null;
  /** The acting person, recorded by the audit trigger. */
  personId?: number | null;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * A transaction as the application role (no superuser, no BYPASSRLS) with
   * `app.tenant_id` set for row-level security. Every request runs in one.
   * `opening` is one more statement sent in the same round trip as BEGIN (it must
   * hold only literals checked by its author); its rows are handed to `fn`.
   */
  withTenant<T>(ctx: TenantContext, fn: (tx: Tx, opening: Row[]) => Promise<T>, opening?: string, access?: Access): Promise<T>;
  /** A transaction as the owner of the schema: migrations, seed and job queue only. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One `select 1` on the pool, outside any tenant: readiness and the benchmark's bare route. */
  ping(): Promise<void>;
  /** pg-boss's adapter (its `db` option). */
  readonly jobQueueAdapter: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  close(): Promise<void>;
}

/** The role the application runs as: neither superuser nor BYPASSRLS. */
export const APP_ROLE = 'cpe_app';

/**
 * SQL that enters the application role and tenant context for the current
 * transaction. Values are integers checked here, so they are safe to inline and
 * the whole prologue costs one round trip.
 */
export function tenantPrologue(ctx: TenantContext, scope: 'transaction' | 'session' = 'transaction'): string {
  const tenant = ctx.tenantId === null ? '' : String(checkedId(ctx.tenantId));
  const person = ctx.personId == null ? '' : String(checkedId(ctx.personId));
  const local = scope === 'transaction';
  const settings = `set_config('role', '${APP_ROLE}', ${local}), set_config('app.tenant_id', '${tenant}', ${local}), set_config('app.person_id', '${person}', ${local})`;
  // A session-scoped context is for reads: every later statement on the connection is read-only.
  return local ? `SELECT ${settings}` : `SELECT ${settings}, set_config('default_transaction_read_only', 'on', false)`;
}

function checkedId(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Invalid id for tenant context: ${value}`);
  return value;
}

/** Sets the acting person once the session is known, inside an open tenant transaction. */
export async function setActingPerson(tx: Queryable, personId: number): Promise<void> {
  await tx.query(`SELECT set_config('app.person_id', $1, true)`, [String(checkedId(personId))]);
}
