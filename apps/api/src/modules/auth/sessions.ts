import { sessionState } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { hashToken, newToken } from './tokens.ts';

export interface Session {
  id: number;
  personId: number;
  personType: 'internal' | 'external';
  personStatus: string;
  loginTime: Date;
  totalMinutes: number;
  idleMinutes: number;
  passwordResetPending: boolean;
  permissions: ReadonlySet<string>;
}

/** Activity is written at most this often: the idle time-out is exact to within it. */
const ACTIVITY_WRITE_INTERVAL_MS = 15_000;
/** After a refresh the old token keeps working this long, for requests already in flight. */
export const REFRESH_GRACE_MS = 60_000;

interface SessionRow {
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
}

/**
 * Finds the live session of a bearer token within the request's tenant (row-level
 * security hides every other tenant's sessions) and records the acting person for
 * the audit trigger in the same statement.
 */
const FIND_SESSION = `
  SELECT s.id, s.person_id, p.person_type, p.status, s.login_time, s.last_activity,
         s.time_total_minutes, s.time_idle_minutes, s.password_reset_pending,
         coalesce((SELECT array_agg(DISTINCT rp.permission_code)
                     FROM person_roles pr
                     JOIN role_permissions rp ON rp.tenant_id = pr.tenant_id AND rp.role_id = pr.role_id
                    WHERE pr.tenant_id = s.tenant_id AND pr.person_id = s.person_id), '{}') AS permissions,
         set_config('app.person_id', s.person_id::text, true) AS acting
    FROM sessions s
    JOIN persons p ON p.tenant_id = s.tenant_id AND p.id = s.person_id
   WHERE s.revoked_at IS NULL
     AND (s.token_hash = $1 OR (s.previous_token_hash = $1 AND s.previous_valid_until > $2))`;

export async function authenticate(tx: Queryable, clock: Clock, token: string | null, claimedUserId: string | undefined): Promise<Session> {
  if (!token) throw unauthenticated();
  const now = clock.now();
  const { rows } = await tx.query<SessionRow>(FIND_SESSION, [hashToken(token), now]);
  const row = rows[0];
  if (!row) throw unauthenticated();
  const time = { login_time: row.login_time, time_total_minutes: row.time_total_minutes, time_idle_minutes: row.time_idle_minutes };
  if (sessionState(time, row.last_activity, now) !== 'active') throw unauthenticated();
  // The user_id header is only checked against the session, never trusted.
  if (claimedUserId !== undefined && claimedUserId !== '' && claimedUserId !== String(row.person_id)) throw unauthenticated();
  if (now.getTime() - new Date(row.last_activity).getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    await tx.query('UPDATE sessions SET last_activity = $2 WHERE id = $1', [row.id, now]);
  }
  return {
    id: Number(row.id),
    personId: row.person_id,
    personType: row.person_type,
    personStatus: row.status,
    loginTime: new Date(row.login_time),
    totalMinutes: row.time_total_minutes,
    idleMinutes: row.time_idle_minutes,
    passwordResetPending: row.password_reset_pending,
    permissions: new Set(row.permissions),
  };
}

export interface SessionTimes {
  totalMinutes: number;
  idleMinutes: number;
}

/** Opens a session; the token is returned once and only its hash is kept. */
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
