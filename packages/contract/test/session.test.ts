import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idleExpiry, sessionState, totalExpiry } from '../src/auth/rules/session.ts';

const login = new Date('2026-11-21T08:00:00Z');

describe('session time rule', () => {
  it('ends at login time plus total minutes, whatever the activity', () => {
    const s = { login_time: login, time_total_minutes: 480, time_idle_minutes: 30 };
    expect(totalExpiry(s)).toBe(login.getTime() + 480 * 60_000);
    const justBefore = totalExpiry(s) - 1;
    expect(sessionState(s, new Date(justBefore), justBefore)).toBe('active');
    expect(sessionState(s, new Date(justBefore), totalExpiry(s))).toBe('total-timeout');
  });

  it('ends after idle minutes without activity', () => {
    const s = { login_time: login, time_total_minutes: 480, time_idle_minutes: 30 };
    const last = new Date(login.getTime() + 60 * 60_000);
    expect(sessionState(s, last, last.getTime() + 29 * 60_000)).toBe('active');
    expect(sessionState(s, last, last.getTime() + 30 * 60_000)).toBe('idle-timeout');
  });

  it('an idle time-out of 0 disables it', () => {
    const s = { login_time: login.toISOString(), time_total_minutes: 240, time_idle_minutes: 0 };
    expect(idleExpiry(s, login)).toBe(Number.POSITIVE_INFINITY);
    expect(sessionState(s, login, login.getTime() + 239 * 60_000)).toBe('active');
  });

  it('is active exactly when now is before both expiries (any times)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 20_000 * 60_000 }),
        fc.integer({ min: 0, max: 20_000 * 60_000 }),
        (total, idle, sinceActivity, activityOffset) => {
          const s = { login_time: login, time_total_minutes: total, time_idle_minutes: idle };
          const last = new Date(login.getTime() + activityOffset);
          const now = last.getTime() + sinceActivity;
          const active = now < totalExpiry(s) && (idle === 0 || now < last.getTime() + idle * 60_000);
          expect(sessionState(s, last, now) === 'active').toBe(active);
        },
      ),
    );
  });
});
