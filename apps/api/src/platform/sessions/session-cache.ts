import { sessionState } from '@cpe/contract';
import type { Row } from '../../db/types.ts';
import type { NotifiedCache } from '../notified-cache.ts';
import { type ProxyParentRow, proxyParentState } from './proxy-parent.ts';

/** A kept session is asked of the database again at least this often, announced change or not. */
const KEEP_MS = 60_000;

interface KeptRow extends ProxyParentRow {
  id: string | number;
  person_id: number;
  login_time: Date;
  last_activity: Date;
  time_total_minutes: number;
  time_idle_minutes: number;
  cache_until: Date | null;
}

/** Sessions belong to a tenant: the same token sent with another tenant's name must find nothing. */
const keyOf = (tenantId: number, tokenHash: string) => `${tenantId}:${tokenHash}`;

/**
 * The session row kept for this tenant and token hash, when the copy still shows it active. A copy that
 * looks idle-expired is not trusted either way: another process may have noted activity since,
 * so the database is asked. The same holds for a proxy session's parent (ADR 0056): the
 * proxy session's own activity notes the parent's, perhaps on another process.
 */
export function keptSessionRows(cache: NotifiedCache<Row>, tenantId: number, tokenHash: string, now: Date): Row[] | undefined {
  const row = cache.get(keyOf(tenantId, tokenHash), now.getTime()) as KeptRow | undefined;
  if (!row || sessionState(row, row.last_activity, now) !== 'active' || proxyParentState(row, now) !== 'active') return undefined;
  return [row as unknown as Row];
}

/**
 * Keeps the row of a verified session, tagged so that revoking or refreshing it, changing its
 * person's status or roles, or changing the tenant's role permissions drops it; a proxy session's
 * row is dropped by the same changes to its administrator and their own session. A row found by
 * the previous token (after a refresh) is kept only until that token's grace time ends.
 */
export function keepSession(
  cache: NotifiedCache<Row>,
  tenantId: number,
  tokenHash: string,
  rows: Row[],
  now: Date,
  generation: number,
): void {
  const row = rows[0] as unknown as KeptRow | undefined;
  if (!row) return;
  const until = Math.min(now.getTime() + KEEP_MS, row.cache_until ? new Date(row.cache_until).getTime() : Number.POSITIVE_INFINITY);
  const tags = [`session:${tenantId}:${row.id}`, `person:${tenantId}:${row.person_id}`, `roles:${tenantId}`];
  if (row.proxy_person_id != null) {
    tags.push(`person:${tenantId}:${row.proxy_person_id}`);
    if (row.parent_session_id != null) tags.push(`session:${tenantId}:${row.parent_session_id}`);
  }
  cache.put(keyOf(tenantId, tokenHash), { ...row } as unknown as Row, tags, until, generation);
}

/** The activity this process just noted, on its own copy. */
export function noteKeptActivity(cache: NotifiedCache<Row>, tenantId: number, tokenHash: string, now: Date): void {
  const row = cache.get(keyOf(tenantId, tokenHash), now.getTime()) as KeptRow | undefined;
  if (row && row.last_activity < now) row.last_activity = now;
  if (row?.parent_last_activity && row.parent_last_activity < now) row.parent_last_activity = now;
}
