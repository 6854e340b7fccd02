import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayAdministerType } from '../src/people/policy/person-policy.ts';
import { mayAssignRoles, mayChangeRole, normalRoleName, roleHeldMessage, splitRoles } from '../src/people/policy/role-policy.ts';
import { roleCodeParams, roleNameBody } from '../src/people/schemas/roles.ts';
import { PERMISSION_CODES } from '../src/platform/permissions.ts';

const codes = fc.subarray([...PERMISSION_CODES]);
const role = (is_system_role: boolean) => ({ is_system_role });

describe('mayChangeRole (ADR 0030)', () => {
  it('never lets anyone change a system role, whatever they hold', () => {
    fc.assert(
      fc.property(codes, fc.constantFrom('rename', 'delete', 'codes'), (held, change) => {
        expect(mayChangeRole(held, role(true), change as 'rename')).toBe(false);
      }),
    );
  });

  it('renaming and deleting need HPT013; codes need HPT013 or HPT014', () => {
    fc.assert(
      fc.property(codes, (held) => {
        const roles = held.includes('HPT013');
        expect(mayChangeRole(held, role(false), 'rename')).toBe(roles);
        expect(mayChangeRole(held, role(false), 'delete')).toBe(roles);
        expect(mayChangeRole(held, role(false), 'codes')).toBe(roles || held.includes('HPT014'));
      }),
    );
  });
});

describe('mayAssignRoles', () => {
  it('is HPT013 and administering the person type', () => {
    fc.assert(
      fc.property(codes, fc.constantFrom('internal' as const, 'external' as const), (held, type) => {
        expect(mayAssignRoles(held, type)).toBe(held.includes('HPT013') && mayAdministerType(held, type));
      }),
    );
    expect(mayAssignRoles(['HPT013', 'HPT023', 'ADM001'], 'external')).toBe(false);
    expect(mayAssignRoles(['HPT013', 'HPT023', 'ADM003'], 'external')).toBe(true);
    expect(mayAssignRoles(['HPT023', 'ADM003'], 'internal')).toBe(false);
  });
});

describe('splitRoles: non-system roles are listed separately', () => {
  it('keeps every role once, system roles in one list and the others in the other, each by id', () => {
    const roles = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 10_000 }), is_system_role: fc.boolean() }), {
      selector: (r) => r.id,
    });
    fc.assert(
      fc.property(roles, (list) => {
        const { system, other } = splitRoles(list);
        expect(system.length + other.length).toBe(list.length);
        expect(system.every((r) => r.is_system_role)).toBe(true);
        expect(other.every((r) => !r.is_system_role)).toBe(true);
        for (const part of [system, other]) expect(part.map((r) => r.id)).toEqual([...part.map((r) => r.id)].sort((a, b) => a - b));
      }),
    );
  });
});

describe('role names and codes as requests carry them', () => {
  it('a role name is required, at most 100 characters, and compared with white space made single', () => {
    expect(roleNameBody.safeParse({ role_name: '  ' }).success).toBe(false);
    expect(roleNameBody.safeParse({ role_name: 'x'.repeat(101) }).success).toBe(false);
    expect(roleNameBody.parse({ role_name: '  Content  Reviewer ' }).role_name).toBe('Content  Reviewer');
    expect(normalRoleName('  Content \t Reviewer ')).toBe('Content Reviewer');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normalRoleName(s);
        expect(normalRoleName(n)).toBe(n);
        expect(/^\s|\s$|\s\s/.test(n)).toBe(false);
      }),
    );
  });

  it('a code parameter has the shape of permission codes (three letters, three digits); every catalogue code has it', () => {
    for (const code of PERMISSION_CODES) expect(roleCodeParams.safeParse({ id: '1', code }).success).toBe(true);
    for (const code of ['hpt013', 'HPT13', 'HPT0133', 'HP013', '']) expect(roleCodeParams.safeParse({ id: '1', code }).success).toBe(false);
  });

  it('says how many people hold a role', () => {
    expect(roleHeldMessage(1)).toContain('held by 1 person:');
    expect(roleHeldMessage(3)).toContain('held by 3 people:');
  });
});
