import { answering, ids, type Req, type Sample } from './route-sample-kit.ts';

/**
 * Samples of /admin/usermanagement and /admin/proxy for route-contract.test.ts: the Admin is
 * allowed (contract ADMIN_PAGE_ROLES), a Learner refused.
 */
const firmAdmin = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });

export const USER_MANAGEMENT_SAMPLES: Record<string, Sample> = {
  'GET /api/admin/usermanagement': firmAdmin(() => ({ path: '/api/admin/usermanagement' })),
  'PUT /api/admin/usermanagement': firmAdmin(() => ({
    path: '/api/admin/usermanagement',
    body: { registrationOpen: true, allowedEmailDomains: [] },
  })),
  'GET /api/external-user/registration': {
    rule: 'public',
    allowed: { as: 'anonymous', req: () => ({ path: '/api/external-user/registration' }) },
  },
  'POST /api/admin/proxy': answering(
    201,
    firmAdmin(() => ({ path: '/api/admin/proxy', body: { personId: ids.learner } })),
  ),
  'GET /api/admin/proxy/sessions': firmAdmin(() => ({ path: '/api/admin/proxy/sessions' })),
  // A session of one's own acts for nobody: admitted, then 409 (proxy.test.ts stops real proxy sessions).
  'POST /api/admin/proxy/stop': answering(409, {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/admin/proxy/stop' }) },
  }),
};
