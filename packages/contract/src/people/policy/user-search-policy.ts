/**
 * Which people the user administration search shows (ADR 0028): 'both' is every type the
 * caller administers (ADM003, or ADM001 and ADM002; with only one of them, that one); a single
 * type the caller does not administer is refused (null): the server answers 403, and the screen
 * never offers it.
 */
import type { UserSearchType } from '../schemas/user-administration.ts';
import { administeredTypes, type PersonType } from './person-policy.ts';

export function userSearchTypes(permissions: Iterable<string>, requested: UserSearchType): PersonType[] | null {
  const mine = administeredTypes(permissions);
  if (mine.length === 0) return null;
  if (requested === 'both') return mine;
  return mine.includes(requested) ? [requested] : null;
}

/** The type filter's choices for the caller: 'both' only when they administer both types. */
export function userSearchTypeChoices(permissions: Iterable<string>): UserSearchType[] {
  const mine = administeredTypes(permissions);
  return mine.length === 2 ? ['both', ...mine] : mine;
}
