import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBiography } from '../support/factories/people.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * User administration rule: HPT023 is required for user administration. ADM001/ADM002/ADM003 alone do not let
 * anyone read another person; everyone reads their own person without it.
 */
let server: TestServer;
let learner: Session;
let admin: Session;

/** Gives `username` of demo a role holding `codes` (and drops the role's grants first). */
async function grant(username: string, codes: string[]): Promise<void> {
  await server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ tenant_id: number; id: number }>(
      "SELECT p.tenant_id, p.id FROM persons p JOIN tenants t ON t.id = p.tenant_id WHERE t.subdomain = 'demo' AND p.username = $1",
      [username],
    );
    const person = rows[0] as { tenant_id: number; id: number };
    const role = await tx.query<{ id: number }>(
      `INSERT INTO roles (tenant_id, role_name, is_system_role) VALUES ($1, 'User clerk', false)
       ON CONFLICT (tenant_id, role_name) DO UPDATE SET is_system_role = false RETURNING id`,
      [person.tenant_id],
    );
    const roleId = (role.rows[0] as { id: number }).id;
    await tx.query('DELETE FROM role_permissions WHERE tenant_id = $1 AND role_id = $2', [person.tenant_id, roleId]);
    for (const code of codes)
      await tx.query('INSERT INTO role_permissions (tenant_id, role_id, permission_code) VALUES ($1, $2, $3)', [
        person.tenant_id,
        roleId,
        code,
      ]);
    await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      person.tenant_id,
      person.id,
      roleId,
    ]);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  [learner, admin] = await Promise.all([server.login('learner'), server.login('admin')]);
});
afterAll(() => server?.close());

const reads = (id: number) => [`/api/person/${id}`, `/api/person/profile/${id}`, `/api/docs/person/${id}`];

describe('user administration reads of another person', () => {
  it('are refused with ADM001/ADM002/ADM003 but without HPT023', async () => {
    await grant('coordinator', ['ADM001', 'ADM002', 'ADM003']);
    const clerk = await server.login('coordinator');
    for (const path of reads(learner.personId)) expect((await as(server, clerk)('GET', path)).status, path).toBe(403);
    expect((await uploadBiography(server, clerk, learner.personId)).status).toBe(404);
  });

  it('are allowed with HPT023 and the ADM code of that kind of user', async () => {
    await grant('coordinator', ['HPT023', 'ADM001']);
    const clerk = await server.login('coordinator');
    for (const path of reads(learner.personId)) expect((await as(server, clerk)('GET', path)).status, path).toBe(200);
    // ADM001 covers internal users only: an external user stays unknown.
    const external = await server.login('external.learner');
    expect((await as(server, clerk)('GET', `/api/person/${external.personId}`)).status).toBe(404);
    expect((await as(server, admin)('GET', `/api/person/${external.personId}`)).status).toBe(200);
  });

  it('of oneself need no permission at all', async () => {
    for (const path of reads(learner.personId)) expect((await as(server, learner)('GET', path)).status, path).toBe(200);
  });

  it('load a profile only when its person_type is the one asked for, in any case', async () => {
    const profile = (type: string) => as(server, admin)('GET', `/api/person/profile/${learner.personId}?person_type=${type}`);
    expect((await profile('internal')).status).toBe(200);
    expect((await profile('INTERNAL')).status).toBe(200);
    expect((await profile('external')).status).toBe(404);
  });
});
