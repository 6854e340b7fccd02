import { describe, expect, it } from 'vitest';
import { isValidSubdomain, subdomainFromHost } from '../src/tenant/rules/tenant-host.ts';

describe('tenant from host name', () => {
  it('takes the first label', () => {
    expect(subdomainFromHost('demo.localhost:3000')).toBe('demo');
    expect(subdomainFromHost('ACME.cpe.example.com')).toBe('acme');
  });

  it('gives none for bare localhost, IPs and single labels', () => {
    expect(subdomainFromHost('localhost:3000')).toBeNull();
    expect(subdomainFromHost('127.0.0.1:3000')).toBeNull();
    expect(subdomainFromHost('[::1]:3000')).toBeNull();
    expect(subdomainFromHost('intranet')).toBeNull();
    expect(subdomainFromHost(undefined)).toBeNull();
  });

  it('rejects labels that are not DNS labels', () => {
    expect(isValidSubdomain('demo')).toBe(true);
    expect(isValidSubdomain('-demo')).toBe(false);
    expect(isValidSubdomain("demo'; drop")).toBe(false);
    expect(subdomainFromHost('bad_label.example.com')).toBeNull();
  });
});
