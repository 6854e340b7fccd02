/**
 * SQL shared by the queries that load a person (alias p): the permission codes
 * granted through the person's roles.
 */
export const PERSON_PERMISSIONS = `coalesce((SELECT array_agg(DISTINCT rp.permission_code) FROM person_roles pr
    JOIN role_permissions rp ON rp.tenant_id = pr.tenant_id AND rp.role_id = pr.role_id
   WHERE pr.tenant_id = p.tenant_id AND pr.person_id = p.id), '{}') AS permissions`;
