import { as, type TestServer } from '../support/test-server.ts';
import { answering, ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the role administration routes for route-contract.test.ts. Each needs HPT013 (the
 * code routes HPT013 or HPT014), so a Learner is the denied caller; the admin holds every code.
 * Until prepareRoleIds runs, the ids name nothing.
 */
const NONE = 2_147_483_004;
export const roleIds = { role: NONE, toDelete: NONE };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
let named = 0;
const uniqueRoleName = (what: string) => `${what} ${Date.now()}-${++named}`;

export const ROLE_SAMPLES: RouteSamples = {
  createRole: answering(
    201,
    staff(() => ({ path: '/api/roles', body: { role_name: uniqueRoleName('Sampled role') } })),
  ),
  renameRole: staff(() => ({ path: `/api/roles/${roleIds.role}`, body: { role_name: uniqueRoleName('Renamed role') } })),
  deleteRole: staff(() => ({ path: `/api/roles/${roleIds.toDelete}` })),
  grantRolePermission: staff(() => ({ path: `/api/roles/${roleIds.role}/permissions/CRS053` })),
  revokeRolePermission: staff(() => ({ path: `/api/roles/${roleIds.role}/permissions/HPT024` })),
  listRoleHolders: staff(() => ({ path: `/api/roles/${roleIds.role}/people` })),
  assignRole: staff(() => ({ path: `/api/roles/${roleIds.role}/people`, body: { personId: ids.external } })),
  unassignRole: staff(() => ({ path: `/api/roles/${roleIds.role}/people/${ids.learner}` })),
};

/** Every role route's request naming the demo tenant's sample role, for the other-tenant checks. */
export function rolePaths(personId: number): [method: string, path: string, body?: unknown][] {
  const r = roleIds.role;
  return [
    ['PUT', `/api/roles/${r}`, { role_name: uniqueRoleName('Foreign') }],
    ['DELETE', `/api/roles/${roleIds.toDelete}`],
    ['PUT', `/api/roles/${r}/permissions/CRS053`],
    ['DELETE', `/api/roles/${r}/permissions/HPT024`],
    ['GET', `/api/roles/${r}/people`],
    ['POST', `/api/roles/${r}/people`, { personId }],
    ['DELETE', `/api/roles/${r}/people/${personId}`],
  ];
}

/** A role with a code and a holder, and a role to delete, of the demo tenant (route-contract.test.ts's beforeAll). */
export async function prepareRoleIds(server: TestServer): Promise<void> {
  const call = as(server, await server.login('admin'));
  const create = async (what: string) => {
    const res = await call('POST', '/api/roles', { body: { role_name: uniqueRoleName(what) } });
    if (res.status !== 201) throw new Error(`role not created: ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  roleIds.role = await create('Sampled reviewers');
  roleIds.toDelete = await create('Sampled to delete');
  await call('PUT', `/api/roles/${roleIds.role}/permissions/HPT024`);
  const learner = await server.login('learner');
  await call('POST', `/api/roles/${roleIds.role}/people`, { body: { personId: learner.personId } });
}
