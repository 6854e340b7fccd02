import { sessionState } from '@cpe/contract';
import type { Queryable, SessionProbe } from '../../db/types.ts';
import { unauthenticated } from '../errors.ts';
import { type ProxyParentRow, proxyParentState } from './proxy-parent.ts';
import { hashToken, newToken } from './tokens.ts';

export interface Session {
  id: number;
  personId: number;
  personType: 'internal' | 'external';
  personStatus: string;
  loginTime: Date;
  /** As found, before this request. */
  lastActivity: Date;
  totalMinutes: number;
  idleMinutes: number;
  passwordResetPending: boolean;
  permissions: ReadonlySet<string>;
  /** The role names the person holds (Educe ACC Administrator, Admin, …); the admin pages are guarded by them. */
  roles: ReadonlySet<string>;
  /** On a proxy session (/admin/proxy): the administrator acting for personId; otherwise null. */
  proxyPersonId: number | null;
  /** On a proxy session: the administrator's own session, which it lives within (ADR 0056). */
  parentSessionId: number | null;
}

/** Activity is written at most this often: the idle time-out is exact to within it. */
const ACTIVITY_WRITE_INTERVAL_MS = 15_000;
/** After a refresh the old token keeps working this long, for requests already in flight. */
export const REFRESH_GRACE_MS = 60_000;

interface SessionRow extends ProxyParentRow {
  id: string;
  person_id: number;
  person_type: 'internal' | 'external';
  status: string;
  login_time: Date;
  last_activity: Date;
  time_total_minutes: number;
  time_idle_minutes: number;
  password_reset_pending: boolean;
  permissions: string[];
  role_names: string[];
  proxy_person_id: number | null;
}

/** What the route layer asks the database for: the session of this bearer token, as of `now`. */
export function sessionProbe(token: string, now: Date): SessionProbe {
  return { tokenHash: hashToken(token), now, touchAfterSeconds: ACTIVITY_WRITE_INTERVAL_MS / 1000 };
}

/** Checks the row found by the session probe against the session time rule and the user_id header. */
export function verifySession(rows: Record<string, unknown>[], now: Date, claimedUserId: string | undefined): Session {
  const row = rows[0] as SessionRow | undefined;
  if (!row) throw unauthenticated();
  const time = { login_time: row.login_time, time_total_minutes: row.time_total_minutes, time_idle_minutes: row.time_idle_minutes };
  if (sessionState(time, row.last_activity, now) !== 'active') throw unauthenticated();
  // A proxy session ends with its administrator's session or right (ADR 0056).
  if (proxyParentState(row, now) !== 'active') throw unauthenticated();
  // The user_id header is only checked against the session, never trusted.
  if (claimedUserId !== undefined && claimedUserId !== '' && claimedUserId !== String(row.person_id)) throw unauthenticated();
  return {
    id: Number(row.id),
    personId: row.person_id,
    personType: row.person_type,
    personStatus: row.status,
    loginTime: new Date(row.login_time),
    lastActivity: new Date(row.last_activity),
    totalMinutes: row.time_total_minutes,
    idleMinutes: row.time_idle_minutes,
    passwordResetPending: row.password_reset_pending,
    permissions: new Set(row.permissions),
    roles: new Set(row.role_names),
    proxyPersonId: row.proxy_person_id ?? null,
    parentSessionId: row.parent_session_id == null ? null : Number(row.parent_session_id),
  };
}

/** Whether a read must note the session's activity (writes note it inside their transaction). */
export function activityDue(session: Session, now: Date): boolean {
  return now.getTime() - session.lastActivity.getTime() >= ACTIVITY_WRITE_INTERVAL_MS;
}

/** A proxy session's activity is its administrator's too (ADR 0056): their session does not idle out meanwhile. */
export async function noteActivity(tx: Queryable, session: Pick<Session, 'id' | 'parentSessionId'>, now: Date): Promise<void> {
  await tx.query('UPDATE sessions SET last_activity = greatest(last_activity, $2) WHERE id = ANY($1::bigint[])', [
    session.parentSessionId === null ? [session.id] : [session.id, session.parentSessionId],
    now,
  ]);
}

export interface SessionTimes {
  totalMinutes: number;
  idleMinutes: number;
}

/**
 * Opens a session of a person who signed in, with a password or an e-mailed link, and records
 * the sign-in (Last Login, persons.date_login): every way in opens its session here (issue 27:
 * the first admin's link sign-in left Last Login at '----'). The token is returned once and only
 * its hash is kept. A proxy session (start-proxy.ts) is an administrator's, not a sign-in of the
 * person acted for, and does not come here.
 */
export async function createSession(
  tx: Queryable,
  tenantId: number,
  personId: number,
  times: SessionTimes,
  now: Date,
  opts: { passwordResetPending?: boolean } = {},
): Promise<{ token: string; loginTime: Date }> {
  const { token, hash } = newToken();
  await tx.query(
    `INSERT INTO sessions (tenant_id, person_id, token_hash, login_time, last_activity, time_total_minutes,
                           time_idle_minutes, password_reset_pending)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
    [tenantId, personId, hash, now, times.totalMinutes, times.idleMinutes, opts.passwordResetPending ?? false],
  );
  await tx.query('UPDATE persons SET date_login = $2 WHERE id = $1', [personId, now]);
  return { token, loginTime: now };
}

/** Issues a fresh token for the same session; the total time-out still counts from login. */
export async function rotateToken(tx: Queryable, sessionId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await tx.query(
    `UPDATE sessions SET previous_token_hash = token_hash, previous_valid_until = $3, token_hash = $2
      WHERE id = $1`,
    [sessionId, hash, new Date(now.getTime() + REFRESH_GRACE_MS)],
  );
  return token;
}

export async function revokeSession(tx: Queryable, sessionId: number, now: Date): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1', [sessionId, now]);
}

/** Session time (login time, total and idle minutes), as the browser receives it. */
export function sessionTimeBody(loginTime: Date, times: SessionTimes) {
  return { login_time: loginTime.toISOString(), time_total_minutes: times.totalMinutes, time_idle_minutes: times.idleMinutes };
}
