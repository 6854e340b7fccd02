/**
 * The roles and permissions policy (ADR 0030). HPT013 is the roles page: create,
 * rename and delete roles, grant and revoke their codes, give them to people. HPT014 is the
 * permissions page, from which a code may be granted to (or taken from) a role. System roles
 * (the five product roles) are protected: their names and codes never change here. Giving a
 * role to a person, or taking it away, also needs administering that person's type, and stays
 * under the giver's own authority (grant-ceiling.ts, ADR 0055).
 */
import type { PermissionCode } from '../../platform/index.ts';
import { mayAdministerType, PERSON_POLICY_CODES, type PersonType } from './person-policy.ts';

export const SYSTEM_ROLE_PROTECTED = 'System roles cannot be renamed, deleted or given other permission codes.';
export const ROLE_NAME_TAKEN = 'A role of this firm already has this name.';
/** The code whose last holder the firm must keep: without it nobody could change roles again. */
export const LOCKOUT_CODE: PermissionCode = PERSON_POLICY_CODES.roles;
export const LOCKOUT_REFUSED = 'Nobody would be left holding HPT013 (roles page): give the role to someone else first.';

export const roleHeldMessage = (holders: number) =>
  `The role is held by ${holders} ${holders === 1 ? 'person' : 'people'}: take it from them before deleting it.`;

export type RoleChange = 'rename' | 'delete' | 'codes';

/** Who may change a role's name, existence or codes; system roles refuse all three. */
export function mayChangeRole(permissions: Iterable<string>, role: { is_system_role: boolean }, change: RoleChange): boolean {
  if (role.is_system_role) return false;
  const held = new Set(permissions);
  if (change === 'codes') return held.has(PERSON_POLICY_CODES.roles) || held.has(PERSON_POLICY_CODES.permissions);
  return held.has(PERSON_POLICY_CODES.roles);
}

/** Who may give a role to a person or take it away: the roles page and administering that person's type. */
export function mayAssignRoles(permissions: Iterable<string>, personType: PersonType): boolean {
  const held = [...permissions];
  return held.includes(PERSON_POLICY_CODES.roles) && mayAdministerType(held, personType);
}

/** Non-system roles are listed separately: the system roles first, each list in id order. */
export function splitRoles<R extends { id: number; is_system_role: boolean }>(roles: readonly R[]): { system: R[]; other: R[] } {
  const sorted = [...roles].sort((a, b) => a.id - b.id);
  return { system: sorted.filter((r) => r.is_system_role), other: sorted.filter((r) => !r.is_system_role) };
}

/** A role name as stored and compared: trimmed, inner runs of white space made one space. */
export const normalRoleName = (name: string) => name.trim().replace(/\s+/g, ' ');
