import {
  LOCKOUT_CODE,
  LOCKOUT_REFUSED,
  mayAssignRoles,
  mayChangeRole,
  normalRoleName,
  PERMISSIONS_PAGE_REQUIREMENT,
  type PersonType,
  ROLE_NAME_TAKEN,
  ROLES_PAGE_REQUIREMENT,
  type RoleChange,
  SYSTEM_ROLE_PROTECTED,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

/** The roles page (HPT013): create, rename, delete roles, list and change their holders. */
export const rolesPage = () => allow.permissions(...ROLES_PAGE_REQUIREMENT);
/** A role's codes change from the roles page (HPT013) or the permissions page (HPT014). */
export const roleCodesEditor = () => rolesPage().or(allow.permissions(...PERMISSIONS_PAGE_REQUIREMENT));

export interface RoleRow {
  id: number;
  role_name: string;
  is_system_role: boolean;
}

/** A role of the caller's firm; another firm's is invisible (row-level security): 404. */
export async function loadRole(tx: Queryable, id: number): Promise<RoleRow> {
  const { rows } = await tx.query<RoleRow>('SELECT id, role_name, is_system_role FROM roles WHERE id = $1', [id]);
  const role = rows[0];
  if (!role) throw notFound(`Role ${id} was not found.`);
  return role;
}

/** The role, when the caller may make this change to it: system roles are protected (403). */
export async function changeableRole(tx: Queryable, id: number, session: Session, change: RoleChange): Promise<RoleRow> {
  const role = await loadRole(tx, id);
  if (role.is_system_role) throw forbidden(SYSTEM_ROLE_PROTECTED);
  if (!mayChangeRole(session.permissions, role, change)) throw forbidden();
  return role;
}

/** A name no other role of the firm has (case-insensitive), else a 400 naming role_name. */
export async function uniqueRoleName(tx: Queryable, name: string, exceptId = 0): Promise<string> {
  const normal = normalRoleName(name);
  const { rows } = await tx.query('SELECT 1 FROM roles WHERE lower(role_name) = lower($1) AND id <> $2', [normal, exceptId]);
  if (rows.length > 0) throw invalid('body.role_name', ROLE_NAME_TAKEN);
  return normal;
}

/** Nobody may grant a code the product does not have: a 400 naming the code. */
export async function requireCode(tx: Queryable, code: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM permissions WHERE code = $1', [code]);
  if (rows.length === 0) throw invalid('params.code', `There is no permission code ${code}.`);
}

/** A person of the firm whose roles the caller may change: another firm's is 404, a type not administered 403. */
export async function assignablePerson(tx: Queryable, personId: number, session: Session): Promise<{ person_type: PersonType }> {
  const { rows } = await tx.query<{ person_type: PersonType }>('SELECT person_type FROM persons WHERE id = $1', [personId]);
  const person = rows[0];
  if (!person) throw notFound(`Person ${personId} was not found.`);
  if (!mayAssignRoles(session.permissions, person.person_type)) {
    throw forbidden(`You do not administer ${person.person_type} users, so you cannot change their roles.`);
  }
  return person;
}

/**
 * ADR 0030: after a change that takes rights away, somebody of the firm must still hold
 * HPT013, or nobody could ever change roles again. Throwing rolls the change back.
 */
export async function keepRolesAdministrator(tx: Queryable): Promise<void> {
  const { rows } = await tx.query(
    `SELECT 1 FROM person_roles pr
       JOIN role_permissions rp ON rp.tenant_id = pr.tenant_id AND rp.role_id = pr.role_id
      WHERE rp.permission_code = $1 LIMIT 1`,
    [LOCKOUT_CODE],
  );
  if (rows.length === 0) throw conflict(LOCKOUT_REFUSED);
}
