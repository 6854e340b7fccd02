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
 * anyway, so reads lose no consistency. 'search' is a read whose statements are
 * written so that one plan serves every value searched for: PostgreSQL plans each
 * of them once per connection instead of at every execution (ADR 0050).
 */
export type Access = 'read' | 'write' | 'search';

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
   * With a `probe`, the bearer token's session is looked up in the same round
   * trip that opens the context, and its row (or none) is handed to `fn`.
   */
  withTenant<T>(ctx: TenantContext, fn: (tx: Tx, sessionRows: Row[]) => Promise<T>, probe?: SessionProbe, access?: Access): Promise<T>;
  /** A transaction as the owner of the schema: migrations, seed and job queue only. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One `select 1` on the pool, outside any tenant: readiness and the benchmark's bare route. */
  ping(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` until the returned function is called. `state` tells when
   * notifications may have been missed (false) and when they flow again (true).
   */
  listen(channel: string, listener: ChannelListener): () => Promise<void>;
  /** pg-boss's adapter (its `db` option). */
  readonly jobQueueAdapter: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  close(): Promise<void>;
}

/** The channel of migration 0035's triggers: what changed, for the caches of ADR 0045. */
export const CACHE_CHANNEL = 'cpe_cache';

/**
 * Ends a write transaction and reads what its triggers announced (app.cache_changes): the
 * payloads, or '*' when there were too many to list. One round trip with the COMMIT.
 */
export const COMMIT_WITH_CHANGES = "SELECT current_setting('app.cache_changes', true) AS changes; COMMIT";
export const READ_CHANGES = "SELECT current_setting('app.cache_changes', true) AS changes";

export function cacheChanges(noted: unknown): string[] {
  if (typeof noted !== 'string') return [];
  return noted.split(' ').filter((p) => p !== '');
}

export interface ChannelListener {
  message(payload: string): void;
  state(listening: boolean): void;
}

/**
 * The session lookup of a request (the function app_session of migration 0002).
 * Under 'write' access it notes the session's activity in the transaction when
 * the last note is older than `touchAfterSeconds` (rolled back with the request
 * if the session then proves expired); under 'read' it never writes, and the
 * caller notes activity itself once the session is verified.
 */
export interface SessionProbe {
  tokenHash: string;
  now: Date;
  touchAfterSeconds: number;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * The probe as one statement with inlined values, to travel in the same simple
 * query as BEGIN: a SHA-256 hex digest, an ISO timestamp and an integer, all checked.
 */
export function sessionProbeSql(probe: SessionProbe, access: Access): string {
  const { tokenHash, now, touchAfterSeconds } = probe;
  if (!HEX_SHA256.test(tokenHash) || Number.isNaN(now.getTime()) || !Number.isSafeInteger(touchAfterSeconds)) {
    throw new Error('Invalid session probe');
  }
  const touch = access === 'write' ? `interval '${touchAfterSeconds} seconds'` : 'NULL';
  return `SELECT * FROM app_session('${tokenHash}', '${now.toISOString()}'::timestamptz, ${touch})`;
}

/**
 * What the job queue adapter answers pg-boss once the database is closed: nothing found, and for
 * its complete/fail/cancel commands (which end in SELECT COUNT(*)) a count of 0, which pg-boss
 * reads from the first row. The job's row stays active and expires into a retry.
 */
export function closedJobQueueAnswer(text: string): { rows: unknown[] } {
  return /SELECT COUNT\(\*\) FROM results\s*$/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

/** The role the application runs as: neither superuser nor BYPASSRLS. */
export const APP_ROLE = 'cpe_app';

/**
 * SQL that enters the application role and tenant context for the current
 * transaction. Values are integers checked here, so they are safe to inline and
 * the whole prologue costs one round trip.
 */
export function tenantPrologue(ctx: TenantContext): string {
  const tenant = ctx.tenantId === null ? '' : String(checkedId(ctx.tenantId));
  const person = ctx.personId == null ? '' : String(checkedId(ctx.personId));
  return `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenant}', true), set_config('app.person_id', '${person}', true)`;
}

function checkedId(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Invalid id for tenant context: ${value}`);
  return value;
}

/** Sets the acting person once the session is known, inside an open tenant transaction. */
export async function setActingPerson(tx: Queryable, personId: number): Promise<void> {
  await tx.query(`SELECT set_config('app.person_id', $1, true)`, [String(checkedId(personId))]);
}
