import { endpoints, type RouteDescriptor } from '@cpe/contract';
import { DEMO_PASSWORD } from '../support/test-server.ts';
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

/**
 * One valid request per API operation for route-contract.test.ts, with the role
 * allowed to make it and, where the rule can refuse a signed-in caller, one that
 * is refused. A new route needs an entry here, or that test fails.
 */

/** Person and alert ids, filled in by the test once the server is up. */
export const ids = {
  admin: 0,
  /** The Educe ACC Administrator, allowed on the /accadmin and /system routes (contract ADMIN_PAGE_ROLES). */
  accadmin: 0,
  learner: 0,
  external: 0,
  alert: 0,
  acmePerson: 0,
  acmeAlert: 0,
  /** Courses and their parts, made by prepareCourseIds (route-contract.test.ts). */
  course: 0,
  finalizedCourse: 0,
  module: 0,
  moduleToRemove: 0,
  review: 0,
  reviewToRemove: 0,
  coursePerson: 0,
  feedback: 0,
  syncRequest: 0,
  document: 0,
  /** A document kept for the comment samples (the remove sample takes `document`). */
  commentedDocument: 0,
  acmeCourse: 0,
  /** Child rows of acme's courses: each must be 404 through the demo tenant. */
  acmeModule: 0,
  acmeReview: 0,
  acmeCoursePerson: 0,
  acmeFeedback: 0,
};

export type Role = 'admin' | 'learner' | 'external' | 'accadmin';
export interface Req {
  path: string;
  body?: unknown;
}
/**
 * One valid request per operation, as the allowed caller, and who must be refused.
 * 'signed in' and 'permission' and 'owner' rules also refuse anonymous callers (401).
 */
export interface Sample {
  rule: 'public' | 'signed in' | 'permission' | 'owner';
  /** `status`: the allowed caller's answer, 200 unless given (see answering). */
  allowed: { as: Role | 'anonymous'; req: () => Req; fresh?: boolean; status?: number };
  /** A signed-in caller the rule refuses with 403. */
  denied?: { as: Role; req: () => Req };
}

/**
 * A sample whose allowed caller gets another answer than 200: 201 for what it creates, or
 * the 400/409 the request draws once admitted. A function declaration, as the samples'
 * files (which this module imports) call it while they load.
 */
export function answering(status: number, sample: Sample): Sample {
  return { ...sample, allowed: { ...sample.allowed, status } };
}

/**
 * Samples by the name of the route's descriptor (`getClass`), so a sample does not spell its
 * route again: its operation ('GET /api/class/{id}', as the OpenAPI document names it) comes
 * from the descriptor, and a name that is no descriptor does not compile.
 */
export type RouteSamples = { readonly [K in keyof typeof endpoints]?: Sample };

/** A descriptor's operation in the OpenAPI document: method and path below /api, `{name}` for each parameter. */
export const operationKey = (d: RouteDescriptor): string => `${d.method} /api${d.path.replace(/:(\w+)/g, '{$1}')}`;

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
