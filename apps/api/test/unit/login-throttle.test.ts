import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffSeconds, FREE_FAILURES } from '../../src/modules/auth/login-throttle.ts';

describe('per-account back-off', () => {
  it('lets the first failures through, then waits 30 s and doubles', () => {
    expect(backoffSeconds(FREE_FAILURES - 1)).toBe(0);
    expect(backoffSeconds(FREE_FAILURES)).toBe(30);
    expect(backoffSeconds(FREE_FAILURES + 1)).toBe(60);
  });

  it('never decreases and never exceeds 15 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
        expect(backoffSeconds(n + 1)).toBeGreaterThanOrEqual(backoffSeconds(n));
        expect(backoffSeconds(n)).toBeLessThanOrEqual(900);
      }),
    );
  });
});
