import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ADMIN_ONLY,
  type Authority,
  FLOOR_ROLE,
  type GrantedRole,
  mayGiveRole,
  mayGrantCode,
  mergeRoleRefusal,
  pagesOfRoles,
  roleCeilingRefusal,
} from '../src/people/policy/grant-ceiling.ts';
import { PERMISSION_CODES, ROLE_NAMES, ROLES } from '../src/platform/permissions.ts';

/** ADR 0055: authority is a ceiling. What a person can do: their codes and the pages their role names open. */
const atoms = (a: Authority) => new Set<string>([...a.permissions, ...pagesOfRoles(a.roles).map((p) => `page:${p}`)]);

const codes = fc.subarray([...PERMISSION_CODES]);
const systemRole = fc.record({
  role_name: fc.constantFrom(...ROLE_NAMES),
  is_system_role: fc.constant(true),
  permissions: codes,
});
const customRole = fc.record({
  role_name: fc.string({ minLength: 1, maxLength: 12 }).map((s) => `Custom ${s}`),
  is_system_role: fc.constant(false),
  permissions: codes,
});
const anyRole = fc.oneof(systemRole, customRole);
const actor = fc.record({ permissions: codes, roles: fc.subarray([...ROLE_NAMES]) });

describe('the grant ceiling (contract grant-ceiling)', () => {
  it('whatever roles and codes are given within the rule, what the target gains is held by the actor (or is the Learner floor)', () => {
    fc.assert(
      fc.property(actor, fc.array(anyRole, { maxLength: 6 }), codes, (me, offered, offeredCodes) => {
        // The target starts with nothing; it gets each role the rule lets `me` give, and each code added to one of them.
        const given = offered.filter((r) => mayGiveRole(me, r));
        const addedCodes = offeredCodes.filter((c) => mayGrantCode(me, c));
        const target: Authority = {
          roles: given.map((r) => r.role_name),
          permissions: [...given.flatMap((r) => [...r.permissions]), ...addedCodes],
        };
        const ceiling = atoms(me);
        for (const r of given.filter((g) => g.is_system_role && g.role_name === FLOOR_ROLE))
          for (const a of atoms({ permissions: r.permissions, roles: [r.role_name] })) ceiling.add(a);
        for (const a of atoms(target)) expect(ceiling.has(a), `${a} given beyond the ceiling`).toBe(true);
      }),
    );
  });

  it('a role is refused exactly when it carries a code or a page the actor lacks, naming them', () => {
    fc.assert(
      fc.property(actor, anyRole, (me, role: GrantedRole) => {
        const refusal = roleCeilingRefusal(me, role);
        expect(refusal === null).toBe(mayGiveRole(me, role));
        const lacks = [...role.permissions].filter((c) => !new Set<string>(me.permissions).has(c));
        if (refusal && role.role_name !== ROLES.accAdmin) for (const c of lacks) expect(refusal).toContain(c);
      }),
    );
  });

  it('the Educe ACC Administrator role is given only by one, even by an Admin holding every code', () => {
    const accAdmin = { role_name: ROLES.accAdmin, is_system_role: true, permissions: PERMISSION_CODES };
    const admin = { role_name: ROLES.admin, is_system_role: true, permissions: PERMISSION_CODES };
    const anAdmin = { permissions: PERMISSION_CODES, roles: [ROLES.admin] };
    expect(roleCeilingRefusal(anAdmin, accAdmin)).toBe(ACCOUNT_ADMIN_ONLY);
    expect(mayGiveRole(anAdmin, admin)).toBe(true);
    expect(mayGiveRole({ permissions: PERMISSION_CODES, roles: [ROLES.accAdmin] }, accAdmin)).toBe(true);
    expect(mayGiveRole({ permissions: PERMISSION_CODES, roles: [ROLES.accAdmin] }, admin)).toBe(true);
    // Every code of Admin, but not its pages (a custom role holding all codes): not Admin.
    expect(roleCeilingRefusal({ permissions: PERMISSION_CODES, roles: ['All codes'] }, admin)).toContain('pages only its holders open');
  });

  it('the coordinator with HPT013, ADM001 and HPT023 gives neither Admin nor codes they lack; the Learner floor, yes', () => {
    const me = { permissions: ['HPT013', 'ADM001', 'HPT023', 'HPT005'], roles: [ROLES.coordinator, 'Helper'] };
    expect(roleCeilingRefusal(me, { role_name: ROLES.admin, is_system_role: true, permissions: PERMISSION_CODES })).toMatch(
      /^You cannot give or take the Admin role: it carries permissions you do not hold \(.*HPT014.*\) and pages only its holders open/,
    );
    expect(mayGrantCode(me, 'HPT014')).toBe(false);
    expect(mayGrantCode(me, 'HPT013')).toBe(true);
    expect(mayGiveRole(me, { role_name: ROLES.learner, is_system_role: true, permissions: ['ECP003', 'HPT005'] })).toBe(true);
    // A custom role merely named like the floor is no floor.
    expect(mayGiveRole(me, { role_name: ROLES.learner, is_system_role: false, permissions: ['ECP003'] })).toBe(false);
  });

  it('a merge is refused while it would give a role beyond the ceiling, or any role to the person merging', () => {
    const gained = [
      { role_name: 'Instructor', grantable: 1 as const },
      { role_name: 'Admin', grantable: 0 as const },
    ];
    expect(mergeRoleRefusal([], { victimName: 'Vic', survivorIsActor: true })).toBeNull();
    expect(mergeRoleRefusal([gained[0] as (typeof gained)[0]], { victimName: 'Vic', survivorIsActor: false })).toBeNull();
    expect(mergeRoleRefusal(gained, { victimName: 'Vic', survivorIsActor: false })).toBe(
      'You cannot merge Vic: the merge would give roles you cannot give (Admin). Ask someone who may give them.',
    );
    expect(mergeRoleRefusal([gained[0] as (typeof gained)[0]], { victimName: 'Vic', survivorIsActor: true })).toContain(
      'no one changes their own roles',
    );
  });
});
