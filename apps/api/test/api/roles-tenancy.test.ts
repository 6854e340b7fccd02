import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';
import { prepareRoleIds, roleIds, rolePaths } from './route-samples-roles.ts';

/**
 * Every role route that names a role or a person, asked by another tenant's admin (who holds
 * every code): 404, and nothing changes. Their lists never show the other tenant's roles.
 */
let server: TestServer;
let admin: Session;
let acmeAdmin: Session;
let learner: Session;

beforeAll(async () => {
  ({ server, admin, acmeAdmin, learner } = await startSignedIn());
  await prepareRoleIds(server);
});
afterAll(() => server?.close());

const read = () =>
  server.db.asOwner(async (tx) => ({
    roles: (await tx.query('SELECT * FROM roles WHERE id = ANY($1) ORDER BY id', [[roleIds.role, roleIds.toDelete]])).rows,
    grants: (await tx.query('SELECT * FROM role_permissions WHERE role_id = $1 ORDER BY permission_code', [roleIds.role])).rows,
    holders: (await tx.query('SELECT * FROM person_roles WHERE role_id = $1 ORDER BY person_id', [roleIds.role])).rows,
  }));

describe("another tenant's roles", () => {
  it('are 404 on every route, and nothing changes', async () => {
    const before = await read();
    expect(before.roles).toHaveLength(2);
    expect(before.holders).toHaveLength(1);
    for (const [method, path, body] of rolePaths(acmeAdmin.personId)) {
      const res = await as(server, acmeAdmin)(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await read()).toEqual(before);
  });

  it("another tenant's person cannot be given a role, nor taken from one (404)", async () => {
    const before = await read();
    const give = await as(server, admin)('POST', `/api/roles/${roleIds.role}/people`, { body: { personId: acmeAdmin.personId } });
    expect(give.status).toBe(404);
    expect((await as(server, admin)('DELETE', `/api/roles/${roleIds.role}/people/${acmeAdmin.personId}`)).status).toBe(404);
    expect(await read()).toEqual(before);
  });

  it("the other tenant's lists do not show them", async () => {
    const acmeRoles = (await as(server, acmeAdmin)('GET', '/api/roles')).body.allRoles as { id: number }[];
    expect(acmeRoles.map((r) => r.id)).not.toContain(roleIds.role);
    const perms = (await as(server, acmeAdmin)('GET', '/api/permissions')).body as { role_ids: number[] }[];
    expect(perms.flatMap((p) => p.role_ids)).not.toContain(roleIds.role);
    expect((await as(server, admin)('GET', `/api/roles/${roleIds.role}/people`)).body).toEqual([
      expect.objectContaining({ person_id: learner.personId }),
    ]);
  });
});
