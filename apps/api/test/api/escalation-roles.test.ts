import { ACCOUNT_ADMIN_ONLY, PERMISSION_CODES, SELF_ROLE_CHANGE } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestServer } from '../support/test-server.ts';
import { type Actor, expectCeiling, newTarget, ROLE_IDS, startWithActors } from './escalation-support.ts';

/** ADR 0055: giving roles and a role's codes stays under the giver's ceiling, for every kind of actor. */
let server: TestServer;
let actors: Actor[];
beforeAll(async () => {
  ({ server, actors } = await startWithActors());
});
afterAll(() => server?.close());

const actor = (name: string) => actors.find((a) => a.name.startsWith(name)) as Actor;
let n = 0;
const target = () => newTarget(server, `esc.target${++n}`);
/** The codes that would let someone climb further, and a few of the rest. */
const STRONG = ['HPT013', 'HPT014', 'HPT023', 'ADM003', 'ADM008', 'HPT024', 'CRS007', 'CLS054'];

describe('every actor, every grant: the ceiling holds', () => {
  it('giving each system role to another person and to oneself', async () => {
    for (const a of actors) {
      const other = await target();
      const call = as(server, a.session);
      await expectCeiling(server, a, [other], async () => {
        for (const role of Object.values(ROLE_IDS)) {
          await call('POST', `/api/roles/${role}/people`, { body: { personId: other } });
          const self = await call('POST', `/api/roles/${role}/people`, { body: { personId: a.session.personId } });
          expect(self.status, `${a.name} gives themself role ${role}`).toBe(403);
        }
      });
    }
  });

  it('creating a role, granting it strong codes, and giving it to another person and to oneself', async () => {
    for (const a of actors) {
      const other = await target();
      const call = as(server, a.session);
      await expectCeiling(server, a, [other], async () => {
        const created = await call('POST', '/api/roles', { body: { role_name: `Climb ${++n}` } });
        if (created.status !== 201) return expect(created.status).toBe(403);
        for (const code of STRONG) await call('PUT', `/api/roles/${created.body.id}/permissions/${code}`);
        await call('POST', `/api/roles/${created.body.id}/people`, { body: { personId: other } });
        expect((await call('POST', `/api/roles/${created.body.id}/people`, { body: { personId: a.session.personId } })).status).toBe(403);
      });
    }
  });

  it('granting every code to a role the actor holds, and to a role another person holds (the permissions page too)', async () => {
    const roleOf = async (personId: number) =>
      (
        await server.db.asOwner((tx) =>
          tx.query<{ id: number }>(
            'SELECT r.id FROM person_roles pr JOIN roles r ON r.id = pr.role_id WHERE pr.person_id = $1 AND NOT r.is_system_role',
            [personId],
          ),
        )
      ).rows.map((r) => r.id);
    for (const a of actors) {
      const other = await target();
      const theirs = await server.db.asOwner(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO roles (tenant_id, role_name, is_system_role) SELECT tenant_id, $2, false FROM persons WHERE id = $1 RETURNING id`,
          [other, `Held by ${other}`],
        );
        const id = (rows[0] as { id: number }).id;
        await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) SELECT tenant_id, id, $2 FROM persons WHERE id = $1', [
          other,
          id,
        ]);
        return id;
      });
      const call = as(server, a.session);
      await expectCeiling(server, a, [other], async () => {
        for (const role of [...(await roleOf(a.session.personId)), theirs])
          for (const code of PERMISSION_CODES) await call('PUT', `/api/roles/${role}/permissions/${code}`);
      });
    }
  });
});

describe('the findings', () => {
  it('an Admin cannot make anyone an Educe ACC Administrator (403 in words); an Educe ACC Administrator can', async () => {
    const other = await target();
    const res = await as(server, actor('Admin').session)('POST', `/api/roles/${ROLE_IDS.accAdmin}/people`, { body: { personId: other } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCOUNT_ADMIN_ONLY);
    const byAccAdmin = await as(server, actor('Educe').session)('POST', `/api/roles/${ROLE_IDS.accAdmin}/people`, {
      body: { personId: other },
    });
    expect(byAccAdmin.status).toBe(200);
    // …nor take it away from one.
    const take = await as(server, actor('Admin').session)('DELETE', `/api/roles/${ROLE_IDS.accAdmin}/people/${other}`);
    expect(take.status).toBe(403);
    expect(take.body.message).toBe(ACCOUNT_ADMIN_ONLY);
  });

  it('an Admin holding every code of Admin may give Admin to another person', async () => {
    const other = await target();
    expect(
      (await as(server, actor('Admin').session)('POST', `/api/roles/${ROLE_IDS.admin}/people`, { body: { personId: other } })).status,
    ).toBe(200);
  });

  it('the coordinator with a custom role of HPT013, ADM001 and HPT023 cannot give themself or anyone Admin', async () => {
    const coordinator = actor('On-site Coordinator');
    const call = as(server, coordinator.session);
    const self = await call('POST', `/api/roles/${ROLE_IDS.admin}/people`, { body: { personId: coordinator.session.personId } });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(SELF_ROLE_CHANGE);
    const other = await target();
    const res = await call('POST', `/api/roles/${ROLE_IDS.admin}/people`, { body: { personId: other } });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^You cannot give or take the Admin role: it carries permissions you do not hold \(.*HPT014.*\)/);
    // Nor add a code they lack to their own custom role.
    const roleId = (
      await server.db.asOwner((tx) => tx.query<{ id: number }>("SELECT id FROM roles WHERE role_name = 'Coordinator helpers'"))
    ).rows[0]?.id;
    const grant = await call('PUT', `/api/roles/${roleId}/permissions/HPT014`);
    expect(grant.status).toBe(403);
    expect(grant.body.message).toBe('You cannot grant or revoke HPT014: you do not hold it yourself.');
    // The floor role they may give: everyone is given Learner on joining.
    expect(
      (await call('POST', `/api/roles/${ROLE_IDS.learner}/people`, { body: { personId: await newTarget(server, 'esc.bare', []) } })).status,
    ).toBe(200);
  });

  it('nobody takes their own roles either (403 in words)', async () => {
    const admin = actor('Admin');
    const res = await as(server, admin.session)('DELETE', `/api/roles/${ROLE_IDS.admin}/people/${admin.session.personId}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SELF_ROLE_CHANGE);
    // Their own Roles and Permissions page offers no change; another person's does.
    const own = await as(server, admin.session)('GET', `/api/person/profile/${admin.session.personId}`);
    expect(own.body.abilities.editRoles).toBe(false);
    const other = await as(server, admin.session)('GET', `/api/person/profile/${await target()}`);
    expect(other.body.abilities.editRoles).toBe(true);
  });

  it('every grant is audited with who gave what to whom', async () => {
    const other = await target();
    await as(server, actor('Admin').session)('POST', `/api/roles/${ROLE_IDS.instructor}/people`, { body: { personId: other } });
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ person_id: number; after: { person_id: number; role_id: number } }>(
        "SELECT person_id, after FROM audit_log WHERE entity = 'person_roles' AND action = 'INSERT' AND (after->>'person_id')::int = $1 AND (after->>'role_id')::int = $2",
        [other, ROLE_IDS.instructor],
      ),
    );
    expect(rows).toEqual([
      { person_id: actor('Admin').session.personId, after: expect.objectContaining({ person_id: other, role_id: 4 }) },
    ]);
  });
});
