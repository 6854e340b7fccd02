import { administeredTypes, type PersonType } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { USER_ADMINISTRATION } from '../../shared/person-admin.ts';

/** /addUser, /pending and the import: HPT023 with ADM001, ADM002 or ADM003, as the web's guard. */
export const userAdministrator = () => allow.permissions(...USER_ADMINISTRATION);

/** The person types the caller administers: ADM001 internal, ADM002 external, ADM003 both. */
export const typesOf = (session: Session): PersonType[] => administeredTypes(session.permissions);

/** Adding a person of a type the caller does not administer is refused (403), before anything is read. */
export function requireAdministers(session: Session, type: PersonType): void {
  if (!typesOf(session).includes(type)) throw forbidden(`You may not add ${type} people.`);
}
