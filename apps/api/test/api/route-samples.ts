import { endpoints, type RouteDescriptor } from '@cpe/contract';
import { DEMO_PASSWORD } from '../support/test-server.ts';
import { answering, ids, operationKey, type Role, type RouteSamples, type Sample } from './route-sample-kit.ts';
import { ADMIN_AREA_SAMPLES } from './route-samples-admin-area.ts';
import { AOA_SAMPLES } from './route-samples-aoa.ts';
import { CERTIFICATE_SAMPLES } from './route-samples-certificates.ts';
import { CLASS_LIFECYCLE_SAMPLES } from './route-samples-class-lifecycle.ts';
import { CLASS_SAMPLES } from './route-samples-classes.ts';
import { COURSE_SAMPLES } from './route-samples-courses.ts';
import { CREDIT_NASBA_SAMPLES } from './route-samples-credit-nasba.ts';
import { CSOD_SAMPLES } from './route-samples-csod.ts';
import { EMAIL_TEMPLATE_SAMPLES } from './route-samples-email-templates.ts';
import { ECP_SAMPLES } from './route-samples-external-cpe.ts';
import { INDEPENDENT_STUDY_SAMPLES } from './route-samples-independent-study.ts';
import { LARGE_DOCUMENT_SAMPLES } from './route-samples-large-documents.ts';
import { LOCAL_LEARNING_SAMPLES } from './route-samples-local-learning.ts';
import { PERSON_MERGE_SAMPLES } from './route-samples-person-merge.ts';
import { REPORT_SAMPLES } from './route-samples-reports.ts';
import { ROLE_SAMPLES } from './route-samples-roles.ts';
import { ROSTER_SAMPLES } from './route-samples-roster.ts';
import { TENANT_ADMIN_SAMPLES } from './route-samples-tenant-admin.ts';
import { TRANSCRIPT_SAMPLES } from './route-samples-transcripts.ts';
import { USER_ADMIN_SAMPLES } from './route-samples-user-admin.ts';
import { USER_MANAGEMENT_SAMPLES } from './route-samples-user-management.ts';
import { PERSON_DOCUMENT_SAMPLES, USER_SEARCH_SAMPLES } from './route-samples-user-search.ts';
import { VENDED_SAMPLES } from './route-samples-vended-content.ts';

export { ids, operationKey, type Req, type Role, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * One valid request per API operation for route-contract.test.ts, with the role
 * allowed to make it and, where the rule can refuse a signed-in caller, one that
 * is refused. A new route needs an entry here, or that test fails.
 */
const byOperation = (samples: RouteSamples): Record<string, Sample> =>
  Object.fromEntries(
    Object.entries(samples).map(([name, sample]) => [operationKey(endpoints[name as keyof typeof endpoints] as RouteDescriptor), sample]),
  );

/** The health routes are registered apart (modules/health), without descriptors. */
const HEALTH_SAMPLES: Record<string, Sample> = {
  'GET /api/health': { rule: 'public', allowed: { as: 'anonymous', req: () => ({ path: '/api/health' }) } },
  'GET /api/health/ready': { rule: 'public', allowed: { as: 'anonymous', req: () => ({ path: '/api/health/ready' }) } },
};

const self = (role: Role) => ids[role];
const ROUTE_SAMPLES: RouteSamples = {
  login: {
    rule: 'public',
    allowed: { as: 'anonymous', req: () => ({ path: '/api/auth/login', body: { username: 'learner', password: DEMO_PASSWORD } }) },
  },
  logout: { rule: 'signed in', allowed: { as: 'learner', fresh: true, req: () => ({ path: '/api/auth/logout' }) } },
  validToken: {
    rule: 'signed in',
    allowed: { as: 'learner', fresh: true, req: () => ({ path: '/api/auth/validToken' }) },
  },
  forgotPassword: {
    rule: 'public',
    allowed: { as: 'anonymous', req: () => ({ path: '/api/auth/forgot-password', body: { username: 'external.learner' } }) },
  },
  // No link was e-mailed with this token: admitted, then refused naming body.token.
  linkLogin: answering(400, {
    rule: 'public',
    allowed: { as: 'anonymous', req: () => ({ path: '/api/auth/link', body: { token: 'A'.repeat(43) } }) },
  }),
  register: {
    rule: 'public',
    allowed: {
      as: 'anonymous',
      req: () => ({
        path: '/api/external-user/register',
        body: { first_name: 'Nia', last_name: 'New', email_address: `nia.${Math.random().toString(36).slice(2)}@example.com` },
      }),
    },
  },
  updatePassword: {
    rule: 'owner',
    allowed: {
      as: 'external',
      req: () => ({
        path: '/api/external-user/update-password',
        body: { person_id: ids.external, old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
      }),
    },
    denied: {
      as: 'learner',
      req: () => ({ path: '/api/external-user/update-password', body: { person_id: ids.external, new_password: DEMO_PASSWORD } }),
    },
  },
  updateUser: {
    rule: 'owner',
    allowed: {
      as: 'learner',
      req: () => ({ path: `/api/external-user/update/${self('learner')}`, body: { in_first_name: 'Lee', in_last_name: 'Learner' } }),
    },
    denied: {
      as: 'learner',
      req: () => ({ path: `/api/external-user/update/${ids.admin}`, body: { in_first_name: 'X', in_last_name: 'Y' } }),
    },
  },
  getPerson: {
    rule: 'owner',
    allowed: { as: 'admin', req: () => ({ path: `/api/person/${ids.learner}` }) },
    denied: { as: 'learner', req: () => ({ path: `/api/person/${ids.admin}` }) },
  },
  getProfile: {
    rule: 'owner',
    allowed: { as: 'admin', req: () => ({ path: `/api/person/profile/${ids.learner}?person_type=internal` }) },
    denied: { as: 'learner', req: () => ({ path: `/api/person/profile/${ids.admin}` }) },
  },
  searchPersons: {
    rule: 'permission',
    allowed: { as: 'admin', req: () => ({ path: `/api/persons/search?q=ad&type=all&ids=${ids.admin},${ids.learner}&limit=5` }) },
    denied: { as: 'learner', req: () => ({ path: '/api/persons/search?q=ad' }) },
  },
  getRefsByUser: {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/sys-config/get-refs-by-user?get_branding_only=false' }) },
  },
  tenantHelp: {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/ref/tenant-help', body: { link_type: 'learner' } }) },
  },
  dmEngageTypes: {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/ref/dm-engage-types', body: { in_dm_id: 1 } }) },
  },
  tenantObjectRoles: {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/sys-config/tenant-object-roles', body: { in_learning_object: 3 } }) },
  },
  lookups: { rule: 'signed in', allowed: { as: 'learner', req: () => ({ path: '/api/ref/lookups' }) } },
  listRoles: {
    rule: 'permission',
    allowed: { as: 'admin', req: () => ({ path: '/api/roles' }) },
    denied: { as: 'learner', req: () => ({ path: '/api/roles' }) },
  },
  listPermissions: {
    rule: 'permission',
    allowed: { as: 'admin', req: () => ({ path: '/api/permissions' }) },
    denied: { as: 'learner', req: () => ({ path: '/api/permissions' }) },
  },
  listAlerts: { rule: 'signed in', allowed: { as: 'learner', req: () => ({ path: '/api/alerts' }) } },
  // The admin clears their own alerts, so that the learner's one is still there for the next sample.
  removeAllAlerts: { rule: 'signed in', allowed: { as: 'admin', req: () => ({ path: '/api/alerts' }) } },
  removeAlert: { rule: 'signed in', allowed: { as: 'learner', req: () => ({ path: `/api/alerts/${ids.alert}` }) } },
  ...COURSE_SAMPLES,
  ...CLASS_SAMPLES,
  ...CLASS_LIFECYCLE_SAMPLES,
  ...ROSTER_SAMPLES,
  ...AOA_SAMPLES,
  ...ECP_SAMPLES,
  ...CSOD_SAMPLES,
  ...INDEPENDENT_STUDY_SAMPLES,
  ...VENDED_SAMPLES,
  ...LOCAL_LEARNING_SAMPLES,
  ...USER_SEARCH_SAMPLES,
  ...PERSON_DOCUMENT_SAMPLES,
  ...LARGE_DOCUMENT_SAMPLES,
  ...USER_ADMIN_SAMPLES,
  ...ROLE_SAMPLES,
  ...USER_MANAGEMENT_SAMPLES,
  ...TRANSCRIPT_SAMPLES,
  ...CERTIFICATE_SAMPLES,
  ...PERSON_MERGE_SAMPLES,
  ...TENANT_ADMIN_SAMPLES,
  ...REPORT_SAMPLES,
  ...ADMIN_AREA_SAMPLES,
  ...EMAIL_TEMPLATE_SAMPLES,
  ...CREDIT_NASBA_SAMPLES,
};

/** Every operation's sample, by its key in the OpenAPI document ('GET /api/class/{id}'). */
export const SAMPLES: Record<string, Sample> = { ...HEALTH_SAMPLES, ...byOperation(ROUTE_SAMPLES) };
