/**
 * The user administration policy: HPT023 is required for user administration, with
 * ADM001 for internal people, ADM002 for external people or ADM003 for both; ADM008 merges;
 * HPT013 is the roles page and HPT014 the permissions page. The server computes a person's
 * abilities with it and sends them with the profile, so screens never re-derive the rule.
 */
import type { PermissionCode, PermissionRequirement } from '../../platform/index.ts';

export type PersonType = 'internal' | 'external';

export const PERSON_POLICY_CODES = {
  userAdministration: 'HPT023',
  internal: 'ADM001',
  external: 'ADM002',
  both: 'ADM003',
  merge: 'ADM008',
  roles: 'HPT013',
  permissions: 'HPT014',
} as const satisfies Record<string, PermissionCode>;

const C = PERSON_POLICY_CODES;

/** Any user administration: the search, /addUser, /pending. */
export const USER_ADMINISTRATION_REQUIREMENT: PermissionRequirement = [C.userAdministration, [C.internal, C.external, C.both]];
export const INTERNAL_USERS_REQUIREMENT: PermissionRequirement = [C.userAdministration, [C.internal, C.both]];
export const EXTERNAL_USERS_REQUIREMENT: PermissionRequirement = [C.userAdministration, [C.external, C.both]];
export const ROLES_PAGE_REQUIREMENT: PermissionRequirement = [C.roles];
export const PERMISSIONS_PAGE_REQUIREMENT: PermissionRequirement = [C.permissions];

/** Whether the holder of `permissions` administers people of this type. */
export function mayAdministerType(permissions: Iterable<string>, personType: PersonType): boolean {
  const held = new Set(permissions);
  return held.has(C.userAdministration) && (held.has(C.both) || held.has(personType === 'internal' ? C.internal : C.external));
}

/** The person types the holder administers, for the search's type filter. */
export function administeredTypes(permissions: Iterable<string>): PersonType[] {
  const held = [...permissions];
  return (['internal', 'external'] as const).filter((t) => mayAdministerType(held, t));
}

export interface PersonAbilities {
  /** Open the person's pages: their administrator, or the person themself (their own profile). */
  view: boolean;
  /** Change names, e-mails and ids of the profile. */
  editProfile: boolean;
  /** Give or take roles (their administrator with the roles page, HPT013; never one's own, ADR 0055). */
  editRoles: boolean;
  /** Merge another person into this one, or this one into another (ADM008). */
  merge: boolean;
  /** Record the licenses the person holds (internal people only). */
  editJurisdictions: boolean;
  /** Upload and remove the person's documents. */
  editDocuments: boolean;
}

export interface PersonPolicyContext {
  personId: number;
  permissions: Iterable<string>;
}

export function personAbilities(person: { id: number; person_type: PersonType }, ctx: PersonPolicyContext): PersonAbilities {
  const held = new Set(ctx.permissions);
  const admin = mayAdministerType(held, person.person_type);
  const self = person.id === ctx.personId;
  return {
    view: admin || self,
    editProfile: admin,
    editRoles: admin && held.has(C.roles) && !self,
    merge: admin && held.has(C.merge),
    editJurisdictions: admin && person.person_type === 'internal',
    editDocuments: admin || self,
  };
}
