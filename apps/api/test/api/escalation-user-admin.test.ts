import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestServer } from '../support/test-server.ts';
import { type Actor, authorityAtoms, floorAtoms, ROLE_IDS, startWithActors } from './escalation-support.ts';

/** ADR 0055: adding or importing people gives them the Learner role only, whoever adds them and whatever the file says. */
let server: TestServer;
let actors: Actor[];
beforeAll(async () => {
  ({ server, actors } = await startWithActors());
});
afterAll(() => server?.close());

let n = 0;
const email = () => `esc.added${++n}@example.com`;

async function rolesOfEmail(address: string): Promise<number[] | null> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number; roles: number[] | null }>(
      `SELECT p.id, (SELECT array_agg(role_id ORDER BY role_id) FROM person_roles WHERE person_id = p.id) AS roles
         FROM persons p JOIN person_emails e ON e.person_id = p.id WHERE e.email_address = $1`,
      [address],
    ),
  );
  return rows[0] ? (rows[0].roles ?? []) : null;
}

describe('every actor adds and imports people: only the Learner role, and the ceiling holds', () => {
  it('/addUser and the import, internal and external, with a role column the import does not know', async () => {
    const floor = await floorAtoms(server);
    for (const a of actors) {
      const call = as(server, a.session);
      const held = await authorityAtoms(server, a.session.personId);
      const added = [email(), email()];
      for (const [i, type] of (['internal', 'external'] as const).entries())
        await call('POST', '/api/user-administration/users', {
          body: { person_type: type, first_name: 'Added', last_name: a.name, email_address: added[i] },
        });
      const imported = [email(), email()];
      const rows = [`internal,Imp,One,${imported[0]},,`, `external,Imp,Two,${imported[1]},,`];
      // A role column is no column of the import: the file is refused whole.
      const withRole = ['person_type,first_name,last_name,email_address,id_type,id_value,role', ...rows.map((r) => `${r},Admin`)];
      const refused = await call('POST', '/api/user-administration/import', { body: { csv: withRole.join('\r\n'), dryRun: false } });
      expect(refused.status, `${a.name} imports a role column`).toBeGreaterThanOrEqual(400);
      const csv = ['person_type,first_name,last_name,email_address,id_type,id_value', ...rows].join('\r\n');
      await call('POST', '/api/user-administration/import', { body: { csv, dryRun: false } });
      for (const address of [...added, ...imported]) {
        const roles = await rolesOfEmail(address);
        if (roles === null) continue; // refused: this actor does not add people (or not of this type)
        expect(roles, `${address} added by ${a.name}`).toEqual([ROLE_IDS.learner]);
      }
      // Nothing new for the actor; whoever was added holds the floor at most.
      expect([...(await authorityAtoms(server, a.session.personId))].filter((x) => !held.has(x))).toEqual([]);
      expect(floor.has('HPT013')).toBe(false);
    }
  });

  it('an Admin adds and imports people; each holds the Learner role and nothing else', async () => {
    const admin = actors[0] as Actor;
    const address = email();
    const res = await as(server, admin.session)('POST', '/api/user-administration/users', {
      body: { person_type: 'internal', first_name: 'Only', last_name: 'Learner', email_address: address },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await rolesOfEmail(address)).toEqual([ROLE_IDS.learner]);
    const imported = email();
    const csv = `person_type,first_name,last_name,email_address,id_type,id_value\r\nexternal,Imp,Orted,${imported},,`;
    const res2 = await as(server, admin.session)('POST', '/api/user-administration/import', { body: { csv, dryRun: false } });
    expect(res2.body.imported, JSON.stringify(res2.body)).toBe(true);
    expect(await rolesOfEmail(imported)).toEqual([ROLE_IDS.learner]);
  });
});
