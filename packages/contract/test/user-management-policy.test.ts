import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIVE,
  EMAIL_DOMAIN_PATTERN,
  emailDomainProblem,
  PROXY_MAX_MINUTES,
  proxyMinutes,
  proxyRefusal,
  ROLES,
  USER_MANAGEMENT_MESSAGES,
  userManagementSettings,
} from '../src/index.ts';

describe('allowed e-mail domains', () => {
  it('allow any address when none is listed, else only an exact (case-insensitive) domain', () => {
    expect(emailDomainProblem('a@anything.org', [])).toBeNull();
    expect(emailDomainProblem('a@Firm.COM', ['firm.com'])).toBeNull();
    expect(emailDomainProblem('a@mail.firm.com', ['firm.com'])).toBe('Only e-mail addresses at firm.com may be used.');
    expect(emailDomainProblem('a@firm.com.evil.org', ['firm.com'])).not.toBeNull();
    expect(emailDomainProblem('a@x.org', ['firm.com', 'partner.org'])).toBe(
      'Only e-mail addresses at one of these domains may be used: firm.com, partner.org.',
    );
  });

  it('an address is allowed exactly when its domain is listed', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    const domain = fc.tuple(label, fc.constantFrom('com', 'org', 'co.uk')).map(([a, b]) => `${a}.${b}`);
    fc.assert(
      fc.property(fc.uniqueArray(domain, { maxLength: 5 }), domain, label, (allowed, own, user) => {
        const ok = emailDomainProblem(`${user}@${own}`, allowed) === null;
        expect(ok).toBe(allowed.length === 0 || allowed.includes(own));
      }),
    );
  });

  it('the settings body normalises domains and refuses bad ones and duplicates', () => {
    expect(userManagementSettings.parse({ registrationOpen: true, allowedEmailDomains: [' @Firm.com '] }).allowedEmailDomains).toEqual([
      'firm.com',
    ]);
    for (const bad of [['nodot'], ['-x.com'], ['a b.com'], ['x.com', 'X.com']])
      expect(userManagementSettings.safeParse({ registrationOpen: true, allowedEmailDomains: bad }).success, bad.join()).toBe(false);
    expect(EMAIL_DOMAIN_PATTERN.test('mail.firm.co.uk')).toBe(true);
  });
});

describe('proxy sessions', () => {
  const target = { id: 2, status: ACCOUNT_ACTIVE, mergedIntoId: null, roles: [ROLES.learner] };
  it('refuse oneself, a merged or inactive person, and administrators', () => {
    expect(proxyRefusal(1, target, ACCOUNT_ACTIVE)).toBeNull();
    expect(proxyRefusal(2, target, ACCOUNT_ACTIVE)).toBe(USER_MANAGEMENT_MESSAGES.proxyYourself);
    expect(proxyRefusal(1, { ...target, mergedIntoId: 3 }, ACCOUNT_ACTIVE)).toBe(USER_MANAGEMENT_MESSAGES.proxyMerged);
    expect(proxyRefusal(1, { ...target, status: 'Registration email sent' }, ACCOUNT_ACTIVE)).toBe(USER_MANAGEMENT_MESSAGES.proxyInactive);
    for (const role of [ROLES.admin, ROLES.accAdmin])
      expect(proxyRefusal(1, { ...target, roles: [ROLES.learner, role] }, ACCOUNT_ACTIVE)).toBe(
        USER_MANAGEMENT_MESSAGES.proxyAdministrator,
      );
    expect(proxyRefusal(1, { ...target, roles: [ROLES.coordinator, ROLES.instructor] }, ACCOUNT_ACTIVE)).toBeNull();
  });

  it('last at most an hour and never beyond the administrator’s session', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 20_000 * 60_000 }), (total, elapsedMs) => {
        const login = new Date(Date.UTC(2026, 0, 1));
        const now = new Date(login.getTime() + elapsedMs);
        const minutes = proxyMinutes(login, total, now);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThanOrEqual(PROXY_MAX_MINUTES);
        expect(now.getTime() + minutes * 60_000).toBeLessThanOrEqual(login.getTime() + total * 60_000 + (minutes === 0 ? Infinity : 0));
      }),
    );
    const login = new Date(Date.UTC(2026, 0, 1));
    expect(proxyMinutes(login, 480, login)).toBe(60);
    expect(proxyMinutes(login, 480, new Date(login.getTime() + 455 * 60_000))).toBe(25);
  });
});
