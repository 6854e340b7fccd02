import { LOCKOUT_REFUSED, SYSTEM_ROLE_PROTECTED } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** Roles page (HPT013) and permissions page (HPT014) writes: ADR 0030. */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;

beforeAll(async () => {
  ({ server, admin, learner, external } = await startSignedIn());
});
afterAll(() => server?.close());

let n = 0;
const uniqueName = (what: string) => `${what} ${Date.now()}-${++n}`;

type RoleRow = { id: number; role_name: string; is_system_role: boolean; permissions: string[]; holder_count: number };
async function roles(s: Session = admin): Promise<RoleRow[]> {
  const res = await as(server, s)('GET', '/api/roles');
  expect(res.status).toBe(200);
  return res.body.allRoles;
}
const roleById = async (id: number) => (await roles()).find((r) => r.id === id);
async function newRole(name = uniqueName('Reviewer')): Promise<number> {
  const res = await as(server, admin)('POST', '/api/roles', { body: { role_name: name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

describe('the roles list', () => {
  it('gives each role its codes and how many hold it, system roles first', async () => {
    const all = await roles();
    const adminRole = all.find((r) => r.role_name === 'Admin') as RoleRow;
    expect(adminRole.is_system_role).toBe(true);
    expect(adminRole.permissions).toContain('HPT013');
    expect(adminRole.holder_count).toBeGreaterThanOrEqual(1);
    const firstOther = all.findIndex((r) => !r.is_system_role);
    expect(all.slice(firstOther).every((r) => !r.is_system_role)).toBe(true);
  });
});

describe('creating and renaming roles', () => {
  it('creates a role with no codes; the name is unique within the firm, case-insensitively (400 naming role_name)', async () => {
    const name = uniqueName('Content Reviewer');
    const id = await newRole(name);
    expect(await roleById(id)).toMatchObject({ role_name: name, is_system_role: false, permissions: [], holder_count: 0 });
    const again = await as(server, admin)('POST', '/api/roles', { body: { role_name: `  ${name.toUpperCase()} ` } });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('body.role_name');
    const blank = await as(server, admin)('POST', '/api/roles', { body: { role_name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].field).toBe('body.role_name');
  });

  it('renames a non-system role, not to another role’s name', async () => {
    const id = await newRole();
    const name = uniqueName('Renamed');
    expect((await as(server, admin)('PUT', `/api/roles/${id}`, { body: { role_name: name } })).status).toBe(200);
    expect((await roleById(id))?.role_name).toBe(name);
    const clash = await as(server, admin)('PUT', `/api/roles/${id}`, { body: { role_name: 'admin' } });
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0].field).toBe('body.role_name');
  });

  it('refuses people without HPT013 (403)', async () => {
    expect((await as(server, learner)('POST', '/api/roles', { body: { role_name: uniqueName('Nope') } })).status).toBe(403);
    expect((await as(server, external)('PUT', '/api/roles/20', { body: { role_name: uniqueName('Nope') } })).status).toBe(403);
  });
});

describe('system roles are protected', () => {
  it('cannot be renamed, deleted, or given or denied codes (403 with the reason); nothing changes', async () => {
    const before = await roleById(2);
    const attempts = [
      await as(server, admin)('PUT', '/api/roles/2', { body: { role_name: 'Boss' } }),
      await as(server, admin)('DELETE', '/api/roles/2'),
      await as(server, admin)('DELETE', '/api/roles/5/permissions/ECP003'),
      await as(server, admin)('PUT', '/api/roles/5/permissions/HPT013'),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SYSTEM_ROLE_PROTECTED);
    }
    expect(await roleById(2)).toEqual(before);
    expect((await roleById(5))?.permissions).not.toContain('HPT013');
  });
});

describe('granting and revoking codes', () => {
  it('grants and revokes a code; granting twice is harmless', async () => {
    const id = await newRole();
    expect((await as(server, admin)('PUT', `/api/roles/${id}/permissions/CRS053`)).status).toBe(200);
    expect((await as(server, admin)('PUT', `/api/roles/${id}/permissions/CRS053`)).status).toBe(200);
    expect((await as(server, admin)('PUT', `/api/roles/${id}/permissions/HPT024`)).status).toBe(200);
    expect((await roleById(id))?.permissions).toEqual(['CRS053', 'HPT024']);
    const perms = (await as(server, admin)('GET', '/api/permissions')).body as { code: string; role_ids: number[] }[];
    expect(perms.find((p) => p.code === 'CRS053')?.role_ids).toContain(id);
    expect((await as(server, admin)('DELETE', `/api/roles/${id}/permissions/CRS053`)).status).toBe(200);
    expect((await roleById(id))?.permissions).toEqual(['HPT024']);
  });

  it('nobody may grant a code that does not exist (400 naming the code)', async () => {
    const id = await newRole();
    const unknown = await as(server, admin)('PUT', `/api/roles/${id}/permissions/XYZ999`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('params.code');
    const malformed = await as(server, admin)('PUT', `/api/roles/${id}/permissions/hpt013`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('params.code');
  });

  it('the permissions page (HPT014 alone) may grant and revoke codes it holds, not rename, delete or assign', async () => {
    // ADR 0055: a code is granted only by someone who holds it.
    await addPersonWithCodes(server, 'perms.only', ['HPT014', 'CLS046']);
    const permsOnly = await server.login('perms.only');
    const id = await newRole();
    expect((await as(server, permsOnly)('PUT', `/api/roles/${id}/permissions/CLS046`)).status).toBe(200);
    expect((await as(server, permsOnly)('DELETE', `/api/roles/${id}/permissions/CLS046`)).status).toBe(200);
    expect((await as(server, permsOnly)('PUT', `/api/roles/${id}/permissions/CLS054`)).status).toBe(403);
    expect((await as(server, permsOnly)('PUT', `/api/roles/${id}`, { body: { role_name: uniqueName('X') } })).status).toBe(403);
    expect((await as(server, permsOnly)('DELETE', `/api/roles/${id}`)).status).toBe(403);
    expect((await as(server, permsOnly)('POST', `/api/roles/${id}/people`, { body: { personId: learner.personId } })).status).toBe(403);
    expect((await as(server, learner)('PUT', `/api/roles/${id}/permissions/CLS046`)).status).toBe(403);
  });
});

describe('giving roles to people', () => {
  it('gives a role, lists its holders, takes it away', async () => {
    const id = await newRole();
    const give = await as(server, admin)('POST', `/api/roles/${id}/people`, { body: { personId: external.personId } });
    expect(give.status).toBe(200);
    const holders = await as(server, admin)('GET', `/api/roles/${id}/people`);
    expect(holders.body).toEqual([expect.objectContaining({ person_id: external.personId, person_type: 'external' })]);
    expect((await roleById(id))?.holder_count).toBe(1);
    const profile = await as(server, admin)('GET', `/api/person/profile/${external.personId}`);
    expect(profile.body.roles.map((r: { id: number }) => r.id)).toContain(id);
    expect((await as(server, admin)('DELETE', `/api/roles/${id}/people/${external.personId}`)).status).toBe(200);
    expect((await as(server, admin)('GET', `/api/roles/${id}/people`)).body).toEqual([]);
    expect((await as(server, learner)('GET', `/api/roles/${id}/people`)).status).toBe(403);
  });

  it('needs administering the person’s type too: an internal-only administrator cannot change an external person’s roles', async () => {
    await addPersonWithCodes(server, 'internal.roles', ['HPT013', 'HPT023', 'ADM001']);
    const internalAdmin = await server.login('internal.roles');
    const id = await newRole();
    const ext = await as(server, internalAdmin)('POST', `/api/roles/${id}/people`, { body: { personId: external.personId } });
    expect(ext.status).toBe(403);
    expect(ext.body.message).toContain('external');
    expect((await as(server, internalAdmin)('POST', `/api/roles/${id}/people`, { body: { personId: learner.personId } })).status).toBe(200);
    expect((await as(server, internalAdmin)('DELETE', `/api/roles/${id}/people/${learner.personId}`)).status).toBe(200);
  });

  it('an unknown person is 404, a malformed one 400 naming personId', async () => {
    const id = await newRole();
    expect((await as(server, admin)('POST', `/api/roles/${id}/people`, { body: { personId: 2_000_000_000 } })).status).toBe(404);
    const bad = await as(server, admin)('POST', `/api/roles/${id}/people`, { body: { personId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.personId');
  });
});

describe('deleting roles', () => {
  it('is refused while people hold the role (409), then deletes it with its grants', async () => {
    const id = await newRole();
    await as(server, admin)('PUT', `/api/roles/${id}/permissions/CRS053`);
    await as(server, admin)('POST', `/api/roles/${id}/people`, { body: { personId: learner.personId } });
    const held = await as(server, admin)('DELETE', `/api/roles/${id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toContain('held by 1 person');
    await as(server, admin)('DELETE', `/api/roles/${id}/people/${learner.personId}`);
    expect((await as(server, admin)('DELETE', `/api/roles/${id}`)).status).toBe(200);
    expect(await roleById(id)).toBeUndefined();
    expect((await as(server, admin)('DELETE', `/api/roles/${id}`)).status).toBe(404);
  });
});

describe('a user’s new rights apply to their next request', () => {
  it('grant a code: the very next request is allowed; revoke it: the next is refused', async () => {
    await addPersonWithCodes(server, 'next.request', ['ECP003']);
    const user = await server.login('next.request');
    expect((await as(server, user)('GET', '/api/permissions')).status).toBe(403);
    const id = await newRole();
    await as(server, admin)('POST', `/api/roles/${id}/people`, { body: { personId: user.personId } });
    expect((await as(server, user)('GET', '/api/permissions')).status).toBe(403);
    await as(server, admin)('PUT', `/api/roles/${id}/permissions/HPT014`);
    expect((await as(server, user)('GET', '/api/permissions')).status).toBe(200);
    await as(server, admin)('DELETE', `/api/roles/${id}/permissions/HPT014`);
    expect((await as(server, user)('GET', '/api/permissions')).status).toBe(403);
    await as(server, admin)('PUT', `/api/roles/${id}/permissions/HPT014`);
    expect((await as(server, user)('GET', '/api/permissions')).status).toBe(200);
    await as(server, admin)('DELETE', `/api/roles/${id}/people/${user.personId}`);
    expect((await as(server, user)('GET', '/api/permissions')).status).toBe(403);
  });
});

describe('every change is audited', () => {
  it('writes audit rows for the role, its grants and its holders, naming who made the change', async () => {
    const id = await newRole();
    await as(server, admin)('PUT', `/api/roles/${id}/permissions/CRS053`);
    await as(server, admin)('POST', `/api/roles/${id}/people`, { body: { personId: learner.personId } });
    await as(server, admin)('PUT', `/api/roles/${id}`, { body: { role_name: uniqueName('Audited') } });
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ entity: string; action: string; person_id: number }>(
        `SELECT entity, action, person_id FROM audit_log
          WHERE (entity = 'roles' AND entity_id = $1::int::text) OR (coalesce(after, before)->>'role_id')::int = $1::int
          ORDER BY id`,
        [id],
      ),
    );
    expect(rows.map((r) => `${r.entity} ${r.action}`)).toEqual([
      'roles INSERT',
      'role_permissions INSERT',
      'person_roles INSERT',
      'roles UPDATE',
    ]);
    expect(new Set(rows.map((r) => r.person_id))).toEqual(new Set([admin.personId]));
  });
});

describe('the firm keeps someone who can change roles (ADR 0030)', () => {
  it('refuses to take HPT013 from the last role that grants it to anyone (409), and nothing changes', async () => {
    // The keeper's own role becomes the firm's only way to HPT013. (Nobody takes their own
    // roles, ADR 0055, so the last holder cannot be unassigned by themself any more.)
    const keeper = await addPersonWithCodes(server, 'last.keeper', ['HPT013']);
    await server.db.asOwner((tx) =>
      tx.query(
        `DELETE FROM person_roles pr USING role_permissions rp, tenants t
          WHERE rp.tenant_id = pr.tenant_id AND rp.role_id = pr.role_id AND rp.permission_code = 'HPT013'
            AND t.id = pr.tenant_id AND t.subdomain = 'demo' AND pr.person_id <> $1`,
        [keeper],
      ),
    );
    const session = await server.login('last.keeper');
    const ownRole = (await roles(session)).find((r) => r.role_name === 'Only last.keeper') as RoleRow;
    const res = await as(server, session)('DELETE', `/api/roles/${ownRole.id}/permissions/HPT013`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LOCKOUT_REFUSED);
    expect((await as(server, session)('GET', '/api/roles')).status).toBe(200);
    expect((await as(server, session)('DELETE', `/api/roles/${ownRole.id}/people/${keeper}`)).status).toBe(403);
  });
});
