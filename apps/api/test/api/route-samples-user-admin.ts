import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of /addUser, /pending and the import for route-contract.test.ts: HPT023 with an ADM
 * code, so a Learner is the denied caller. Until prepareUserAdminIds runs, the id names nothing.
 */
export const userAdminIds = { pending: 2_147_483_004 };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
let n = 0;
const email = () => `sampled.${process.pid}.${Date.now().toString(36)}.${n++}@example.com`;

export const USER_ADMIN_SAMPLES: RouteSamples = {
  // Each call names a new address: a primary e-mail belongs to one person of the firm.
  addUser: answering(
    201,
    staff(() => ({
      path: '/api/user-administration/users',
      body: { person_type: 'internal', first_name: 'Sam', last_name: 'Sampled', email_address: email(), id_value: 'S-1' },
    })),
  ),
  listPendingRegistrations: staff(() => ({ path: '/api/user-administration/pending?limit=5' })),
  resendRegistration: staff(() => ({
    path: `/api/user-administration/pending/${userAdminIds.pending}/resend`,
  })),
  importUsers: staff(() => ({
    path: '/api/user-administration/import',
    body: { csv: `person_type,first_name,last_name,email_address,id_type,id_value\r\nexternal,Sam,Sampled,${email()},,`, dryRun: true },
  })),
};

/** An external person of the demo tenant whose registration is pending (route-contract.test.ts's beforeAll). */
export async function prepareUserAdminIds(server: TestServer): Promise<void> {
  const admin = await server.login('admin');
  const res = await as(server, admin)('POST', '/api/user-administration/users', {
    body: { person_type: 'external', first_name: 'Pat', last_name: 'Pending', email_address: email() },
  });
  if (res.status !== 201) throw new Error(`pending person: ${res.status} ${JSON.stringify(res.body)}`);
  userAdminIds.pending = res.body.person_id;
}
