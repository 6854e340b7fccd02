import { answering, ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of /admin/usermanagement and /admin/proxy for route-contract.test.ts: the Admin is
 * allowed (contract ADMIN_PAGE_ROLES), a Learner refused.
 */
const firmAdmin = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });

export const USER_MANAGEMENT_SAMPLES: RouteSamples = {
  getUserManagement: firmAdmin(() => ({ path: '/api/admin/usermanagement' })),
  saveUserManagement: firmAdmin(() => ({
    path: '/api/admin/usermanagement',
    body: { registrationOpen: true, allowedEmailDomains: [] },
  })),
  registrationStatus: {
    rule: 'public',
    allowed: { as: 'anonymous', req: () => ({ path: '/api/external-user/registration' }) },
  },
  startProxy: answering(
    201,
    firmAdmin(() => ({ path: '/api/admin/proxy', body: { personId: ids.learner } })),
  ),
  listProxySessions: firmAdmin(() => ({ path: '/api/admin/proxy/sessions' })),
  // A session of one's own acts for nobody: admitted, then 409 (proxy.test.ts stops real proxy sessions).
  stopProxy: answering(409, {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/admin/proxy/stop' }) },
  }),
};
