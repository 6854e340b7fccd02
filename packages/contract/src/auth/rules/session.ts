/**
 * Session time rule (login time plus total minutes, an optional idle time-out). The server enforces it on
 * every request; the browser uses the same arithmetic for its timers.
 */
export interface SessionTime {
  login_time: string | Date;
  time_total_minutes: number;
  /** 0 disables the idle time-out. */
  time_idle_minutes: number;
}

const MINUTE = 60_000;

const ms = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** When the session ends regardless of activity. */
export function totalExpiry(session: SessionTime): number {
  return ms(session.login_time) + session.time_total_minutes * MINUTE;
}

/** When the session ends given the last activity, or Infinity when idle time-out is off. */
export function idleExpiry(session: SessionTime, lastActivity: string | Date): number {
  if (session.time_idle_minutes <= 0) return Number.POSITIVE_INFINITY;
  return ms(lastActivity) + session.time_idle_minutes * MINUTE;
}

export type SessionState = 'active' | 'total-timeout' | 'idle-timeout';

export function sessionState(session: SessionTime, lastActivity: string | Date, now: Date | number): SessionState {
  const t = typeof now === 'number' ? now : now.getTime();
  if (t >= totalExpiry(session)) return 'total-timeout';
  if (t >= idleExpiry(session, lastActivity)) return 'idle-timeout';
  return 'active';
}

/** Token refresh interval: 45 minutes. */
export const TOKEN_REFRESH_MS = 2_700_000;
