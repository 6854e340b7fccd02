import { ACCOUNT_ACTIVE, mayOpenAdminPage, PROXY_PROTECTED_ROLES, type SessionState, sessionState } from '@cpe/contract';

/**
 * What the session lookup (app_session, migration 0046) says of a proxy session's administrator:
 * their own session that opened it (null when it is revoked or gone) and their status and roles
 * as they are now.
 */
export interface ProxyParentRow {
  proxy_person_id: number | null;
  parent_session_id?: string | number | null;
  parent_login_time?: Date | null;
  parent_last_activity?: Date | null;
  parent_time_total_minutes?: number | null;
  parent_time_idle_minutes?: number | null;
  proxy_status?: string | null;
  proxy_role_names?: string[] | null;
  /** The roles of the person acted for, as they are now. */
  role_names?: string[] | null;
}

/**
 * ADR 0056: a proxy session is valid only while the administrator's own session is (signed out,
 * revoked or timed out ends it) and while they still hold the right that opened /admin/proxy and
 * are an active person, and while the person acted for is still not an administrator (whom nobody
 * may act for, ADR 0039). 'active' for a session of one's own. The time rule, the right and the
 * protected roles are the contract's, as for every other session and for the start of a proxy.
 */
export function proxyParentState(row: ProxyParentRow, now: Date): SessionState | 'revoked' | 'no-right' {
  if (row.proxy_person_id === null || row.proxy_person_id === undefined) return 'active';
  const login = row.parent_login_time;
  const last = row.parent_last_activity;
  if (!login || !last || row.parent_time_total_minutes == null || row.parent_time_idle_minutes == null) return 'revoked';
  const state = sessionState(
    { login_time: login, time_total_minutes: row.parent_time_total_minutes, time_idle_minutes: row.parent_time_idle_minutes },
    last,
    now,
  );
  if (state !== 'active') return state;
  if (row.proxy_status !== ACCOUNT_ACTIVE || !mayOpenAdminPage(row.proxy_role_names ?? [], 'admin-proxy')) return 'no-right';
  if ((row.role_names ?? []).some((r) => PROXY_PROTECTED_ROLES.includes(r))) return 'no-right';
  return 'active';
}
