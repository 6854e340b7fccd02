import { type SessionTime, TOKEN_REFRESH_MS, totalExpiry } from '@cpe/contract';

/** The browser's side of the session rule (a total time-out and an optional idle time-out). */
export interface TimerHooks {
  /** POST /auth/validToken; resolves false on any non-200. */
  refresh(): Promise<boolean>;
  /** The session is over: log out. */
  expire(reason: 'total' | 'idle' | 'refresh-failed'): void;
  now(): number;
}

const ACTIVITY_EVENTS = ['click', 'keydown', 'touchstart'] as const;
const MINUTE = 60_000;

/**
 * Runs the three timers of a signed-in session: the token refresh every 45
 * minutes, the total time-out from login time plus total minutes, and the idle
 * time-out restarted by click, keydown and touchstart (0 minutes disables it).
 * `stop()` clears everything; a new sign-in starts a new instance.
 */
export class SessionTimers {
  private refreshTimer: ReturnType<typeof setInterval> | undefined;
  private totalTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly onActivity = () => this.restartIdle();

  constructor(
    private readonly session: SessionTime,
    private readonly hooks: TimerHooks,
    private readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  ) {}

  start(): void {
    this.refreshTimer = setInterval(() => {
      this.hooks.refresh().then(
        (ok) => ok || this.end('refresh-failed'),
        () => this.end('refresh-failed'),
      );
    }, TOKEN_REFRESH_MS);
    // setTimeout takes at most 2^31-1 ms; a longer total re-arms itself.
    const armTotal = () => {
      const left = totalExpiry(this.session) - this.hooks.now();
      // An unreadable login time (NaN) counts as expired rather than re-arming at once forever.
      if (!(left > 0)) return this.end('total');
      this.totalTimer = setTimeout(armTotal, Math.min(left, 2_147_483_647));
    };
    armTotal();
    if (this.session.time_idle_minutes > 0) {
      for (const event of ACTIVITY_EVENTS) this.target.addEventListener(event, this.onActivity, { passive: true, capture: true });
      this.restartIdle();
    }
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.refreshTimer);
    clearTimeout(this.totalTimer);
    clearTimeout(this.idleTimer);
    for (const event of ACTIVITY_EVENTS) this.target.removeEventListener(event, this.onActivity, { capture: true });
  }

  private restartIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.end('idle'), this.session.time_idle_minutes * MINUTE);
  }

  private end(reason: 'total' | 'idle' | 'refresh-failed'): void {
    if (this.stopped) return;
    this.stop();
    this.hooks.expire(reason);
  }
}
