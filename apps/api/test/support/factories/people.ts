import type { Tx } from '../../../src/db/types.ts';
import type { Session, TestServer } from '../test-server.ts';

/** People for the tests: made in SQL as the schema owner, or found among the demo seed's. */

/**
 * A tenant's internal person holding one role of their own with exactly these permission
 * codes. They sign in with the demo password (the tenant admin's hash, so nothing is hashed
 * here). The transaction must see the tenant's rows (as the owner, or inside the tenant).
 */
export async function insertPersonWithCodes(tx: Tx, tenantId: number, username: string, codes: string[]): Promise<number> {
  const role = await tx.query<{ id: number }>(
    'INSERT INTO roles (tenant_id, role_name, is_system_role) VALUES ($1, $2, false) RETURNING id',
    [tenantId, `Only ${username}`],
  );
  const roleId = role.rows[0]?.id;
  await tx.query('INSERT INTO role_permissions (tenant_id, role_id, permission_code) SELECT $1, $2, unnest($3::text[])', [
    tenantId,
    roleId,
    codes,
  ]);
  const person = await tx.query<{ id: number }>(
    `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status, password_hash)
     SELECT $1, 'internal', $2, $2, 'Test', $2, 'Active', password_hash FROM persons WHERE tenant_id = $1 AND username = 'admin'
     RETURNING id`,
    [tenantId, username],
  );
  const personId = person.rows[0]?.id;
  if (personId === undefined) throw new Error(`no admin to copy the password of in tenant ${tenantId}`);
  await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3)', [tenantId, personId, roleId]);
  return personId;
}

/** A demo-tenant internal person who signs in with the demo password and holds only these codes. */
export async function addPersonWithCodes(server: TestServer, username: string, codes: string[]): Promise<number> {
  return server.db.asOwner(async (tx) => {
    const t = (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number;
    return insertPersonWithCodes(tx, t, username, codes);
  });
}

/** Ids of the demo seed's generated learners ('Learner 0001'…). */
export async function generatedLearners(server: TestServer, count: number): Promise<number[]> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>(
      "SELECT p.id FROM persons p JOIN tenants t ON t.id = p.tenant_id WHERE t.subdomain = 'demo' AND p.display_id LIKE 'LRN-%' ORDER BY p.id LIMIT $1",
      [count],
    ),
  );
  return rows.map((r) => r.id);
}

/** A person's id by username in a tenant. */
export async function personIdOf(server: TestServer, username: string, tenant = 'demo'): Promise<number> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>('SELECT p.id FROM persons p JOIN tenants t ON t.id = p.tenant_id WHERE t.subdomain = $1 AND p.username = $2', [
      tenant,
      username,
    ]),
  );
  const row = rows[0];
  if (!row) throw new Error(`no person ${username}`);
  return row.id;
}

/** Uploads a biography for a person (POST /docs/class, attachment type 11), as User Settings does. */
export async function uploadBiography(
  server: TestServer,
  s: Session,
  personId: number,
  name = 'bio.pdf',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('attachment_type_id', '11');
  form.append('in_people_id', String(personId));
  form.append('in_created_by', String(s.personId));
  form.append('file', new Blob(['%PDF-1.4 biography'], { type: 'application/pdf' }), name);
  const res = await fetch(`${server.url}/api/docs/class`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/**
 * A demo-tenant internal person holding one of the tenant's roles by name (e.g. 'Admin'), who
 * signs in with the demo password: a test that takes the role away again harms no other test.
 */
export async function addPersonWithRole(server: TestServer, username: string, roleName: string): Promise<number> {
  return server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status, password_hash)
       SELECT t.id, 'internal', $1, $1, 'Test', $1, 'Active', a.password_hash
         FROM tenants t JOIN persons a ON a.tenant_id = t.id AND a.username = 'admin' WHERE t.subdomain = 'demo'
       RETURNING id, tenant_id`,
      [username],
    );
    const personId = rows[0]?.id;
    if (personId === undefined) throw new Error('no demo tenant');
    await tx.query(
      `INSERT INTO person_roles (tenant_id, person_id, role_id)
       SELECT r.tenant_id, $1, r.id FROM roles r JOIN tenants t ON t.id = r.tenant_id WHERE t.subdomain = 'demo' AND r.role_name = $2`,
      [personId, roleName],
    );
    return personId;
  });
}
