import {
  type Authority,
  codeCeilingRefusal,
  type GrantedRole,
  type MergeRoleChange,
  mayGiveRole,
  mayGrantCode,
  roleCeilingRefusal,
  SELF_ROLE_CHANGE,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

/**
 * The server's one check of the grant ceiling (contract grant-ceiling, ADR 0055): every path that
 * gives a role, a code or (by a merge) a person's roles asks here, with the rights the session
 * holds as of this request (read from the database by the session lookup, never from the browser).
 */
export const authorityOf = (session: Session): Authority => ({ permissions: session.permissions, roles: session.roles });

/** A person's authority as the session lookup would read it: their roles' names and codes. */
export async function loadAuthority(tx: Queryable, personId: number): Promise<Authority> {
  const { rows } = await tx.query<{ roles: string[] | null; permissions: string[] | null }>(
    `SELECT array_agg(DISTINCT r.role_name) AS roles,
            array_agg(DISTINCT rp.permission_code) FILTER (WHERE rp.permission_code IS NOT NULL) AS permissions
       FROM person_roles pr JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id
       LEFT JOIN role_permissions rp ON rp.tenant_id = pr.tenant_id AND rp.role_id = pr.role_id
      WHERE pr.person_id = $1`,
    [personId],
  );
  return { roles: rows[0]?.roles ?? [], permissions: rows[0]?.permissions ?? [] };
}

/** The codes of these roles, by role id. */
async function roleCodes(tx: Queryable, roleIds: number[]): Promise<Map<number, string[]>> {
  const { rows } = await tx.query<{ role_id: number; code: string }>(
    'SELECT role_id, permission_code AS code FROM role_permissions WHERE role_id = ANY($1::int[])',
    [roleIds],
  );
  const out = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.role_id)?.push(r.code);
  return out;
}

/** No one gives or takes their own roles (403 in words). */
export function requireNotSelf(session: Session, personId: number): void {
  if (personId === session.personId || personId === session.proxyPersonId) throw forbidden(SELF_ROLE_CHANGE);
}

/** Giving (or taking) this role is within the caller's ceiling, else 403 naming what they lack. */
export async function requireMayGiveRole(tx: Queryable, session: Session, role: Omit<GrantedRole, 'permissions'> & { id: number }) {
  const permissions = (await roleCodes(tx, [role.id])).get(role.id) ?? [];
  const refusal = roleCeilingRefusal(authorityOf(session), { ...role, permissions });
  if (refusal) throw forbidden(refusal);
}

/** Adding (or taking) this code to a role is within the caller's ceiling, else 403 naming the code. */
export function requireMayGrantCode(session: Session, code: string): void {
  if (!mayGrantCode(authorityOf(session), code)) throw forbidden(codeCeilingRefusal(code));
}

/** The victim's roles the survivor does not hold, each marked as within `actor`'s ceiling or not. */
export async function mergeRoleChanges(tx: Queryable, survivorId: number, victimId: number, actor: Authority): Promise<MergeRoleChange[]> {
  const { rows } = await tx.query<{ role_id: number; role_name: string; is_system_role: boolean }>(
    `SELECT r.id AS role_id, r.role_name, r.is_system_role
       FROM person_roles v JOIN roles r ON r.tenant_id = v.tenant_id AND r.id = v.role_id
      WHERE v.person_id = $2 AND NOT EXISTS (SELECT 1 FROM person_roles s WHERE s.person_id = $1 AND s.role_id = v.role_id)
      ORDER BY r.id`,
    [survivorId, victimId],
  );
  const codes = await roleCodes(
    tx,
    rows.map((r) => r.role_id),
  );
  return rows.map((r) => ({
    role_id: r.role_id,
    role_name: r.role_name,
    grantable: mayGiveRole(actor, { ...r, permissions: codes.get(r.role_id) ?? [] }) ? 1 : 0,
  }));
}
