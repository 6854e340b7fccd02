import { pagesOfRoles } from '@cpe/contract';
import { expect } from 'vitest';
import { addPersonWithCodes, personIdOf } from '../support/factories/people.ts';
import { insertMergePerson } from '../support/factories/person-merge.ts';
import { startSignedIn } from '../support/signed-in.ts';
import type { Session, TestServer } from '../support/test-server.ts';

/**
 * The escalation suites (ADR 0055): every path that grants, tried by each kind of person of the
 * firm; after each attempt, nobody holds anything the actor did not hold before it. A person's
 * authority is their codes and the admin pages their role names open (contract grant-ceiling).
 */
export type Actor = { name: string; session: Session };

export const ROLE_IDS = { accAdmin: 1, admin: 2, coordinator: 3, instructor: 4, learner: 5 } as const;
/** The custom role of the issue: what let the coordinator give themself Admin. */
export const CLIMBER_CODES = ['HPT013', 'ADM001', 'HPT023'];

/** A server with every kind of actor signed in, each in the demo tenant of this file's own database. */
export async function startWithActors(): Promise<{ server: TestServer; actors: Actor[] }> {
  const { server, admin, coordinator, instructor, learner, external } = await startSignedIn();
  const accAdmin = await server.login('accadmin');
  // The demo coordinator also holds a custom role with only HPT013, ADM001 and HPT023.
  const climberRole = await server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO roles (tenant_id, role_name, is_system_role) SELECT tenant_id, 'Coordinator helpers', false FROM persons WHERE id = $1
       RETURNING id`,
      [coordinator.personId],
    );
    const id = (rows[0] as { id: number }).id;
    await tx.query(
      'INSERT INTO role_permissions (tenant_id, role_id, permission_code) SELECT tenant_id, $1, unnest($2::text[]) FROM roles WHERE id = $1',
      [id, CLIMBER_CODES],
    );
    await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) SELECT tenant_id, $2, id FROM roles WHERE id = $1', [
      id,
      coordinator.personId,
    ]);
    return id;
  });
  expect(climberRole).toBeGreaterThan(0);
  await addPersonWithCodes(server, 'custom.climber', CLIMBER_CODES);
  await addPersonWithCodes(server, 'custom.merger', ['HPT023', 'ADM003', 'ADM008']);
  const selfRegistered = await registerSelf(server, 'nia.new@example.com');
  return {
    server,
    actors: [
      { name: 'Admin', session: admin },
      { name: 'On-site Coordinator (with HPT013, ADM001, HPT023)', session: coordinator },
      { name: 'Instructor', session: instructor },
      { name: 'Learner', session: learner },
      { name: 'external learner', session: external },
      { name: 'self-registered learner', session: selfRegistered },
      { name: 'custom role HPT013+ADM001+HPT023', session: await server.login('custom.climber') },
      { name: 'custom role HPT023+ADM003+ADM008', session: await server.login('custom.merger') },
      { name: 'Educe ACC Administrator', session: accAdmin },
    ],
  };
}

/** Someone who registered on the firm's page a minute ago (the Learner role), signed in. */
async function registerSelf(server: TestServer, email: string): Promise<Session> {
  const reg = await server.call('POST', '/api/external-user/register', {
    body: { first_name: 'Nia', last_name: 'New', email_address: email },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  await server.db.asOwner((tx) =>
    tx.query(
      "UPDATE persons n SET password_hash = l.password_hash FROM persons l WHERE n.username = $1 AND l.username = 'learner' AND l.tenant_id = n.tenant_id",
      [email],
    ),
  );
  return server.login(email);
}

/** What a person can do, as atoms: their codes, and `page:` each admin page their roles open. */
export async function authorityAtoms(server: TestServer, personId: number): Promise<Set<string>> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ role_name: string; code: string | null }>(
      `SELECT r.role_name, rp.permission_code AS code
         FROM person_roles pr JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id
         LEFT JOIN role_permissions rp ON rp.tenant_id = pr.tenant_id AND rp.role_id = pr.role_id
        WHERE pr.person_id = $1`,
      [personId],
    ),
  );
  const codes = rows.flatMap((r) => (r.code ? [r.code] : []));
  return new Set([...codes, ...pagesOfRoles(rows.map((r) => r.role_name)).map((p) => `page:${p}`)]);
}

/** The atoms of the Learner role: every person's floor (self-registration gives it). */
export async function floorAtoms(server: TestServer): Promise<Set<string>> {
  const learner = await personIdOf(server, 'learner');
  return authorityAtoms(server, learner);
}

/**
 * The ceiling, asserted: runs `attempt`, then checks the actor gained nothing and each target
 * gained only what the actor held before (or the Learner floor).
 */
export async function expectCeiling(server: TestServer, actor: Actor, targets: number[], attempt: () => Promise<unknown>) {
  const held = await authorityAtoms(server, actor.session.personId);
  const before = await Promise.all(targets.map((t) => authorityAtoms(server, t)));
  const floor = await floorAtoms(server);
  await attempt();
  const after = await authorityAtoms(server, actor.session.personId);
  expect(
    [...after].filter((a) => !held.has(a)),
    `${actor.name} gained`,
  ).toEqual([]);
  for (const [i, t] of targets.entries()) {
    const gained = [...(await authorityAtoms(server, t))].filter((a) => !before[i]?.has(a) && !held.has(a) && !floor.has(a));
    expect(gained, `person ${t} gained from ${actor.name}`).toEqual([]);
  }
}

/** A fresh internal person with the Learner role, to give things to. */
export async function newTarget(server: TestServer, username: string, roleIds: number[] = [ROLE_IDS.learner]): Promise<number> {
  const id = await insertMergePerson(server, { username });
  await server.db.asOwner((tx) =>
    tx.query(
      'INSERT INTO person_roles (tenant_id, person_id, role_id) SELECT tenant_id, id, unnest($2::int[]) FROM persons WHERE id = $1',
      [id, roleIds],
    ),
  );
  return id;
}
