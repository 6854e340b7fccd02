import { mayAdministerType, type PermissionRequirement, type PersonType, USER_ADMINISTRATION_REQUIREMENT } from '@cpe/contract';
import { allow } from '../platform/authorize.ts';
import type { Session } from '../platform/sessions/sessions.ts';

/** The seeded Learner role (role-grants.ts); registration gives it to external learners. */
export const LEARNER_ROLE_ID = 5;

/**
 * User administration rule: HPT023 is required for user administration, with ADM001 for internal users,
 * ADM002 for external users or ADM003 for both. The same requirement as the web's
 * user-administration routes (route-permissions.ts).
 */
export const USER_ADMINISTRATION: PermissionRequirement = USER_ADMINISTRATION_REQUIREMENT;

export function mayAdminister(session: Session, personType: PersonType): boolean {
  return mayAdministerType(session.permissions, personType);
}

/**
 * A request about one person (their id in `personIdOf`): the person themself, or a user
 * administrator. The handler then checks the kind of person with mayAdminister.
 */
export const selfOrUserAdministrator = (personIdOf: (s: { params: unknown; body: unknown }) => unknown) =>
  allow.owner('the person themself', (me, s) => Number(personIdOf(s)) === me).or(allow.permissions(...USER_ADMINISTRATION));
