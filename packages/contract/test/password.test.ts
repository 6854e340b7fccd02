import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmationProblem, DEFAULT_PASSWORD_POLICY, passwordProblem } from '../src/auth/rules/password.ts';
import { MESSAGES } from '../src/platform/messages.ts';

describe('password rule', () => {
  it('accepts a password matching the tenant pattern', () => {
    expect(passwordProblem(DEFAULT_PASSWORD_POLICY, 'Demo!2026pass')).toBeNull();
  });

  it('answers with the tenant complexity message otherwise', () => {
    const policy = { pattern: '^.{20,}$', complexityMessage: 'Use at least 20 characters.' };
    expect(passwordProblem(policy, 'Demo!2026pass')).toBe('Use at least 20 characters.');
    expect(passwordProblem(DEFAULT_PASSWORD_POLICY, 'short')).toBe(DEFAULT_PASSWORD_POLICY.complexityMessage);
  });

  it('falls back to a 12-character minimum when the tenant pattern is broken', () => {
    const broken = { pattern: '([', complexityMessage: 'x' };
    expect(passwordProblem(broken, 'abc')).toBe('x');
    expect(passwordProblem(broken, 'long enough password')).toBeNull();
  });

  it("confirmation must be non-empty and equal, else 'Password must match'", () => {
    expect(confirmationProblem('a', '')).toBe(MESSAGES.passwordMustMatch);
    expect(confirmationProblem('', '')).toBe('Password must match');
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const ok = b.length > 0 && a === b;
        expect(confirmationProblem(a, b) === null).toBe(ok);
      }),
    );
  });
});
