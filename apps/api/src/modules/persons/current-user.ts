import type { AuthUser } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { PERSON_PERMISSIONS } from './person-sql.ts';

const ACCESS_COLUMNS = `
  coalesce((SELECT array_agg(r.role_name ORDER BY r.id) FROM person_roles pr
              JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id
             WHERE pr.tenant_id = p.tenant_id AND pr.person_id = p.id), '{}') AS roles,
  ${PERSON_PERMISSIONS}`;

/**
 * The signed-in user as the browser keeps it: names, type, roles and permissions. Without
 * `access`, roles and permissions come back empty and are not looked up (GET /person/{id}
 * answers without them, and it is asked often).
 */
export async function loadAuthUser(tx: Queryable, personId: number, opts: { access?: boolean } = {}): Promise<AuthUser | null> {
  const access = opts.access ?? true;
  const { rows } = await tx.query<{
    id: number;
    display_id: string;
    first: string;
    last: string;
    email: string | null;
    username: string | null;
    person_type: 'internal' | 'external';
    status: string;
    roles: string[];
    permissions: string[];
  }>(
    `SELECT p.id, p.display_id, p.name_primary_first AS first, p.name_primary_last AS last, p.username,
            p.person_type, p.status,
            (SELECT e.email_address FROM person_emails e WHERE e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary LIMIT 1) AS email,
            ${access ? ACCESS_COLUMNS : "'{}'::text[] AS roles, '{}'::text[] AS permissions"}
       FROM persons p WHERE p.id = $1`,
    [personId],
  );
  const p = rows[0];
  if (!p) return null;
  return {
    person_id: p.id,
    id: p.id,
    display_id: p.display_id,
    first_name: p.first,
    last_name: p.last,
    firstName: p.first,
    lastName: p.last,
    email_address: p.email,
    username: p.username,
    person_type: p.person_type,
    external: p.person_type === 'external' ? 1 : 0,
    status: p.status,
    roles: p.roles,
    permissions: [...p.permissions].sort(),
  };
}
