import type { endpoints, RouteDescriptor } from '@cpe/contract';

/**
 * What the route samples share: the ids the test fills in, the sample's shape and `answering`.
 * Apart from route-samples.ts so that the per-module sample files, which it imports, do not
 * import it back (no import cycle).
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
 * the 400/409 the request draws once admitted.
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
