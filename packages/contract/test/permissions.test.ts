import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classContactKind, PERMISSION_CODES, satisfies } from '../src/platform/permissions.ts';

describe('route permission requirements', () => {
  it('every entry must be satisfied; an array entry needs any one of its codes', () => {
    expect(satisfies(['CRS007'], ['CRS007'])).toBe(true);
    expect(satisfies(['CRS007'], ['CRS007', 'CRS053'])).toBe(false);
    expect(satisfies(['CRS053'], [['CRS007', 'CRS053']])).toBe(true);
    expect(satisfies(['HPT023', 'ADM002'], ['HPT023', ['ADM001', 'ADM002', 'ADM003']])).toBe(true);
    expect(satisfies([], [])).toBe(true);
  });

  it('holding every code satisfies any requirement', () => {
    const code = fc.constantFrom(...PERMISSION_CODES);
    fc.assert(
      fc.property(fc.array(fc.oneof(code, fc.array(code, { minLength: 1 }))), (req) => {
        expect(satisfies(PERMISSION_CODES, req)).toBe(true);
      }),
    );
  });

  it('lists the spec codes, CLS032 and CLS057 separately', () => {
    expect(PERMISSION_CODES).toContain('CLS032');
    expect(PERMISSION_CODES).toContain('CLS057');
    expect(PERMISSION_CODES).toHaveLength(40);
  });
});

describe('class contact roles', () => {
  it('names them by role name', () => {
    expect(classContactKind('Dedicated Attendance Monitor (100:1)')).toBe('dedicated-monitor');
    expect(classContactKind('Attendance Monitor')).toBe('monitor');
    expect(classContactKind('Class Coordinator')).toBe('coordinator');
    expect(classContactKind('Facilitator')).toBe('other');
  });
});
