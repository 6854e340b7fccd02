import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/platform/messages.ts';
import { subdomainFromHost } from '../src/tenant/rules/tenant-host.ts';
import { FIRST_ADMIN_DEFAULT_NAMES, SUBDOMAIN_RULE, tenantOnboardingInput } from '../src/tenant/rules/tenant-onboarding.ts';

const valid = { subdomain: 'scratch1', name: 'Scratch & Co CPAs', adminEmail: 'Owner@Scratch.example.com' };
const problems = (input: Record<string, unknown>) => {
  const result = tenantOnboardingInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

// The rule restated without the regular expression: a DNS label in lower case.
const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-';
const isLabel = (s: string) =>
  s.length >= 1 && s.length <= 63 && [...s].every((c) => LABEL_CHARS.includes(c)) && !s.startsWith('-') && !s.endsWith('-');

describe('tenantOnboardingInput (npm run tenant:create)', () => {
  it('takes a sub-domain, a name and an e-mail; the e-mail in lower case, default admin names', () => {
    expect(tenantOnboardingInput.parse(valid)).toEqual({
      subdomain: 'scratch1',
      name: 'Scratch & Co CPAs',
      adminEmail: 'owner@scratch.example.com',
      adminFirst: FIRST_ADMIN_DEFAULT_NAMES.first,
      adminLast: FIRST_ADMIN_DEFAULT_NAMES.last,
    });
    expect(tenantOnboardingInput.parse({ ...valid, adminFirst: ' Dana ', adminLast: 'Owner' })).toMatchObject({
      adminFirst: 'Dana',
      adminLast: 'Owner',
    });
  });

  it('accepts exactly the sub-domains that are lower-case DNS labels', () => {
    const chars = fc.constantFrom(...LABEL_CHARS, ...'ABCZ_. é/');
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 0, maxLength: 70 }), (subdomain) => {
        expect(problems({ ...valid, subdomain }).length === 0).toBe(isLabel(subdomain));
      }),
    );
  });

  it('accepts only sub-domains that the tenant-host parsing gives back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...LABEL_CHARS, 'Q'), minLength: 1, maxLength: 63 }), (subdomain) => {
        if (problems({ ...valid, subdomain }).length === 0) expect(subdomainFromHost(`${subdomain}.localhost:3000`)).toBe(subdomain);
      }),
    );
  });

  it('names the field and the rule of each refusal', () => {
    expect(problems({ ...valid, subdomain: 'Acme' })).toEqual([`subdomain: ${SUBDOMAIN_RULE}`]);
    expect(problems({ ...valid, adminEmail: 'not-an-address' })).toEqual([`adminEmail: ${MESSAGES.invalidEmail}`]);
    expect(problems({ ...valid, name: '  ' })).toEqual([`name: ${MESSAGES.required}`]);
    expect(problems({ subdomain: 'x' })).toHaveLength(2);
  });

  it('takes the default LMS among the LMS types, or none', () => {
    for (const defaultLms of ['SAP', 'LCVISTA', 'SABA'])
      expect(tenantOnboardingInput.parse({ ...valid, defaultLms })).toMatchObject({ defaultLms });
    expect(tenantOnboardingInput.parse(valid).defaultLms).toBeUndefined();
    expect(problems({ ...valid, defaultLms: 'saba' })).toEqual(['defaultLms: Use one of SAP, LCVISTA, SABA.']);
  });
});
