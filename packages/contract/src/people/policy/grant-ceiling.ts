/**
 * Authority is a ceiling (ADR 0055): nobody gives anyone — themself included — a right they do
 * not hold. A person's authority is what the server lets them do: their permission codes, and
 * the admin pages their role names open (role guards, ADMIN_PAGE_ROLES). A role carries
 * its codes and the pages its name opens, so the Educe ACC Administrator role (the account
 * administrators' pages) is given only by an Educe ACC Administrator, and Admin only by someone
 * who holds every code and page of Admin. The Learner role is the floor: every person of the
 * firm is given it on joining (self-registration included), so giving it raises nobody.
 * Every path that grants (role assignment, a role's codes, a merge, an import) asks this module;
 * the server never trusts the browser's copy of it.
 */
import { ADMIN_PAGE_ROLES, ADMIN_PAGES, type AdminPage, type PermissionCode, ROLES } from '../../platform/index.ts';

/** What a person holds: their codes and the names of their roles (a session has both). */
export interface Authority {
  permissions: Iterable<string>;
  roles: Iterable<string>;
}

/** A role as the ceiling sees it: its name (which may open pages), whether it is a system role, its codes. */
export interface GrantedRole {
  role_name: string;
  is_system_role: boolean;
  permissions: Iterable<string>;
}

/** The role everyone is given on joining: within everyone's ceiling. */
export const FLOOR_ROLE = ROLES.learner;

export const SELF_ROLE_CHANGE = 'You cannot change your own roles: ask another administrator to do it.';
export const ACCOUNT_ADMIN_ONLY = `Only an ${ROLES.accAdmin} may give or take the ${ROLES.accAdmin} role.`;

/** The pages a set of role names opens (role guards). */
export function pagesOfRoles(roleNames: Iterable<string>): AdminPage[] {
  const names = new Set(roleNames);
  return ADMIN_PAGES.filter((page) => ADMIN_PAGE_ROLES[page].some((r) => names.has(r)));
}

const isFloor = (role: GrantedRole) => role.is_system_role && role.role_name === FLOOR_ROLE;

/** What of this role the holder of `actor` does not hold (empty: they may give it). */
export function beyondCeiling(actor: Authority, role: GrantedRole): { codes: string[]; pages: AdminPage[] } {
  if (isFloor(role)) return { codes: [], pages: [] };
  const held = new Set(actor.permissions);
  const open = new Set(pagesOfRoles(actor.roles));
  return {
    codes: [...new Set(role.permissions)].filter((c) => !held.has(c)).sort(),
    pages: pagesOfRoles([role.role_name]).filter((p) => !open.has(p)),
  };
}

/** Whether `actor` may give this role to someone else (or take it from them). */
export function mayGiveRole(actor: Authority, role: GrantedRole): boolean {
  const missing = beyondCeiling(actor, role);
  return missing.codes.length === 0 && missing.pages.length === 0;
}

/** Whether `actor` may add this code to a role (or take it from one): only a code they hold. */
export function mayGrantCode(actor: Authority, code: string): boolean {
  return new Set(actor.permissions).has(code);
}

/** The 403 of a role beyond the ceiling, naming what the actor lacks; null when within it. */
export function roleCeilingRefusal(actor: Authority, role: GrantedRole): string | null {
  const { codes, pages } = beyondCeiling(actor, role);
  if (codes.length === 0 && pages.length === 0) return null;
  if (role.role_name === ROLES.accAdmin) return ACCOUNT_ADMIN_ONLY;
  const lacks = [
    codes.length > 0 ? `permissions you do not hold (${codes.join(', ')})` : null,
    pages.length > 0 ? `pages only its holders open (${pages.join(', ')})` : null,
  ].filter(Boolean);
  return `You cannot give or take the ${role.role_name} role: it carries ${lacks.join(' and ')}.`;
}

export const codeCeilingRefusal = (code: PermissionCode | string) => `You cannot grant or revoke ${code}: you do not hold it yourself.`;

/**
 * The merge's refusal (ADR 0055): a merge moves the victim's roles to the survivor, so it is
 * refused while any of them is beyond the merging person's ceiling, or when the survivor is the
 * merging person and would gain any role (no one changes their own roles). Null: it may go on.
 */
export function mergeRoleRefusal(
  gained: readonly { role_name: string; grantable: 0 | 1 }[],
  parties: { victimName: string; survivorIsActor: boolean },
): string | null {
  if (gained.length === 0) return null;
  const names = (list: readonly { role_name: string }[]) => list.map((r) => r.role_name).join(', ');
  const refused = gained.filter((r) => r.grantable === 0);
  if (refused.length > 0)
    return `You cannot merge ${parties.victimName}: the merge would give roles you cannot give (${names(refused)}). Ask someone who may give them.`;
  if (parties.survivorIsActor)
    return `You cannot merge ${parties.victimName} into yourself: you would gain the roles ${names(gained)}, and no one changes their own roles.`;
  return null;
}
