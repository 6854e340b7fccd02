import type { SessionTime } from '@cpe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionTimers, type TimerHooks } from '../../src/lib/session/session-timers.ts';

const MIN = 60_000;
const REFRESH_MS = 2_700_000;
const START = new Date('2026-11-21T08:00:00Z').getTime();

function setup(session: Partial<SessionTime> = {}, refresh: TimerHooks['refresh'] = () => Promise.resolve(true)) {
  const target = new EventTarget();
  const hooks = {
    refresh: vi.fn(refresh),
    expire: vi.fn<TimerHooks['expire']>(),
    now: () => Date.now(),
  };
  const timers = new SessionTimers(
    { login_time: new Date(START).toISOString(), time_total_minutes: 24 * 60, time_idle_minutes: 0, ...session },
    hooks,
    target,
  );
  return { target, hooks, timers };
}

const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));

describe('SessionTimers (total and idle time-outs)', () => {
  let started: SessionTimers[] = [];
  const start = (t: SessionTimers) => {
    started.push(t);
    t.start();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  afterEach(() => {
    for (const t of started) t.stop();
    started = [];
    vi.useRealTimers();
  });

  describe('token refresh', () => {
    it('calls refresh every 45 minutes', async () => {
      const { hooks, timers } = setup();
      start(timers);
      await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
      expect(hooks.refresh).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hooks.refresh).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      expect(hooks.refresh).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3 * REFRESH_MS);
      expect(hooks.refresh).toHaveBeenCalledTimes(5);
      expect(hooks.expire).not.toHaveBeenCalled();
    });

    it("expires with 'refresh-failed' when refresh answers false, and stops refreshing", async () => {
      const { hooks, timers } = setup({}, () => Promise.resolve(false));
      start(timers);
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('refresh-failed');
      await vi.advanceTimersByTimeAsync(5 * REFRESH_MS);
      expect(hooks.refresh).toHaveBeenCalledTimes(1);
      expect(hooks.expire).toHaveBeenCalledTimes(1);
    });

    it("expires with 'refresh-failed' when refresh rejects", async () => {
      const { hooks, timers } = setup({}, () => Promise.reject(new Error('network')));
      start(timers);
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('refresh-failed');
    });

    it('keeps the session while refresh succeeds and ends it at the first failure', async () => {
      let calls = 0;
      const { hooks, timers } = setup({}, () => Promise.resolve(++calls < 3));
      start(timers);
      await vi.advanceTimersByTimeAsync(2 * REFRESH_MS);
      expect(hooks.expire).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('refresh-failed');
    });
  });

  describe('total time-out', () => {
    it('fires at login time plus total minutes', async () => {
      // Signed in 10 minutes ago for 60 minutes: 50 minutes left.
      const { hooks, timers } = setup({ login_time: new Date(START - 10 * MIN).toISOString(), time_total_minutes: 60 });
      start(timers);
      await vi.advanceTimersByTimeAsync(50 * MIN - 1);
      expect(hooks.expire).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('total');
    });

    it('accepts a Date login time', async () => {
      const { hooks, timers } = setup({ login_time: new Date(START), time_total_minutes: 5 });
      start(timers);
      await vi.advanceTimersByTimeAsync(5 * MIN);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('total');
    });

    it('is not restarted by activity', async () => {
      const { hooks, timers, target } = setup({ time_total_minutes: 20, time_idle_minutes: 15 });
      start(timers);
      for (let i = 0; i < 19; i++) {
        await vi.advanceTimersByTimeAsync(MIN);
        fire(target, 'click');
      }
      expect(hooks.expire).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(MIN);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('total');
    });

    it('fires at once when the session is already over', () => {
      const { hooks, timers } = setup({ login_time: new Date(START - 61 * MIN).toISOString(), time_total_minutes: 60 });
      start(timers);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('total');
    });

    it('fires on time for a total longer than the longest setTimeout (about 24.8 days)', async () => {
      const days30 = 30 * 24 * 60;
      const { hooks, timers } = setup({ time_total_minutes: days30 });
      start(timers);
      await vi.advanceTimersByTimeAsync(days30 * MIN - 1);
      expect(hooks.expire).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('total');
    });
  });

  describe('idle time-out', () => {
    it('fires after the idle minutes without activity', async () => {
      const { hooks, timers } = setup({ time_idle_minutes: 30 });
      start(timers);
      await vi.advanceTimersByTimeAsync(30 * MIN - 1);
      expect(hooks.expire).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('idle');
    });

    it.each(['click', 'keydown', 'touchstart'])('is restarted by %s on the target', async (type) => {
      const { hooks, timers, target } = setup({ time_idle_minutes: 30 });
      start(timers);
      await vi.advanceTimersByTimeAsync(29 * MIN);
      fire(target, type);
      await vi.advanceTimersByTimeAsync(29 * MIN);
      expect(hooks.expire).not.toHaveBeenCalled();
      fire(target, type);
      await vi.advanceTimersByTimeAsync(30 * MIN - 1);
      expect(hooks.expire).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('idle');
    });

    it('is not restarted by other events', async () => {
      const { hooks, timers, target } = setup({ time_idle_minutes: 30 });
      start(timers);
      await vi.advanceTimersByTimeAsync(29 * MIN);
      fire(target, 'mousemove');
      fire(target, 'scroll');
      await vi.advanceTimersByTimeAsync(MIN);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('idle');
    });

    it('is disabled by 0 idle minutes', async () => {
      const { hooks, timers } = setup({ time_idle_minutes: 0, time_total_minutes: 600 });
      start(timers);
      await vi.advanceTimersByTimeAsync(600 * MIN - 1);
      expect(hooks.expire).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hooks.expire).toHaveBeenCalledExactlyOnceWith('total');
    });

    it('stops listening once expired', async () => {
      const { hooks, timers, target } = setup({ time_idle_minutes: 5 });
      const remove = vi.spyOn(target, 'removeEventListener');
      start(timers);
      await vi.advanceTimersByTimeAsync(5 * MIN);
      expect(hooks.expire).toHaveBeenCalledTimes(1);
      expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(['click', 'keydown', 'touchstart']);
      fire(target, 'click');
      await vi.advanceTimersByTimeAsync(60 * MIN);
      expect(hooks.expire).toHaveBeenCalledTimes(1);
    });
  });

  describe('stop()', () => {
    it('prevents any expiry and any further refresh', async () => {
      const { hooks, timers, target } = setup({ time_total_minutes: 60, time_idle_minutes: 10 }, () => Promise.resolve(false));
      start(timers);
      await vi.advanceTimersByTimeAsync(5 * MIN);
      timers.stop();
      fire(target, 'click');
      await vi.advanceTimersByTimeAsync(24 * 60 * MIN);
      expect(hooks.expire).not.toHaveBeenCalled();
      expect(hooks.refresh).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('drops a refresh answer that arrives after it', async () => {
      let answer: (ok: boolean) => void = () => {};
      const { hooks, timers } = setup({}, () => new Promise<boolean>((resolve) => (answer = resolve)));
      start(timers);
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      expect(hooks.refresh).toHaveBeenCalledTimes(1);
      timers.stop();
      answer(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(hooks.expire).not.toHaveBeenCalled();
    });
  });

  it('treats an unreadable login time as expired instead of re-arming forever', () => {
    const { hooks, timers } = setup({ login_time: 'not a date' });
    start(timers);
    expect(hooks.expire).toHaveBeenCalledWith('total');
    expect(vi.getTimerCount()).toBe(0);
  });
});
