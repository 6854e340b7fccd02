import {
  AOA_ADMIN_SEARCH_REQUIREMENT,
  CLASS_STEP_LIST,
  COURSE_ACCESS_REQUIREMENT,
  COURSE_STEP_LIST,
  ECP_ADMIN_SEARCH_REQUIREMENT,
  EXTERNAL_CPE_STEP_LIST,
  EXTERNAL_PERSON_STEP_LIST,
  EXTERNAL_USERS_REQUIREMENT,
  INDEPENDENT_STUDY_ACCESS_REQUIREMENT,
  INDEPENDENT_STUDY_STEP_LIST,
  INTERNAL_PERSON_STEP_LIST,
  INTERNAL_USERS_REQUIREMENT,
  LOCAL_LEARNING_ACCESS_REQUIREMENT,
  LOCAL_LEARNING_STEP_LIST,
  PERMISSIONS_PAGE_REQUIREMENT,
  type PermissionCode,
  ROLES_PAGE_REQUIREMENT,
  USER_ADMINISTRATION_REQUIREMENT,
  VENDED_CONTENT_ACCESS_REQUIREMENT,
  VENDED_CONTENT_RECORD,
  VENDED_CONTENT_STEP_LIST,
} from '@cpe/contract';

/**
 * The permission list of each route name (the route permission guard). An entry is a
 * required permission code, or an array of which any one suffices; all entries
 * must hold. A signed-in route whose name is missing here redirects to
 * /accessDenied, so a new screen is closed until it is listed. The guard tests
 * read this same file. Rules that depend on a record (a course's status, who
 * created a request) are the server's and the screen's, not the route's.
 */
export type PermissionEntry = PermissionCode | readonly PermissionCode[];

const USER_ADMIN = USER_ADMINISTRATION_REQUIREMENT;
const EXTERNAL_USERS = EXTERNAL_USERS_REQUIREMENT;
const INTERNAL_USERS = INTERNAL_USERS_REQUIREMENT;
/**
 * Course search and the course workspace: any code that lets someone work on some
 * course (the contract's course policy, as the server's course routes). Which course, in
 * which status, is the server's answer (abilities); a course the person may not see is a 403.
 */
const COURSE = COURSE_ACCESS_REQUIREMENT;
/**
 * The staff side of independent study (its search, its programs, its workspace): the
 * contract's independent study policy, as the server's routes. The learner's own search is open.
 */
const INDEPENDENT_STUDY = INDEPENDENT_STUDY_ACCESS_REQUIREMENT;

/** Routes any signed-in user may open (the role guard and the screens decide the rest). */
const OPEN = [
  'index',
  'accadmin',
  'admin',
  'coordinator',
  'instructor',
  'learner',
  'accessDenied',
  'class-search',
  'learner-affidavitofattendance-search',
  'learner-cpe-search',
  'learner-independentstudy-search',
  'customer-admin',
  'reports',
  'system',
  'accadmin-creditlimitation',
  'accadmin-errorlog',
  'accadmin-healthcheck',
  'accadmin-nasbaquestions',
  'accadmin-nasbaquestions-id',
  'admin-irs',
  'admin-proxy',
  'admin-usermanagement',
  'admin-validation',
  'learner-affidavit',
  'learner-attendance',
  'learner-coc',
  'learner-external',
  'learner-external2',
  // The server answers by the study: only an assigned learner reads its exam (ADR 0052).
  'learner-independentstudy-exam',
  'instructor-agenda-id',
  'instructor-class-id',
  'instructor-roster-id',
  ...['', '-approval', '-attendance', '-audit', '-confirmation', '-verification'].map((s) => `learner-affidavitofattendance-id${s}`),
  // The external CPE request's steps (declared in the contract): the server answers by each request.
  ...EXTERNAL_CPE_STEP_LIST.map((step) => step.page),
  // The class's step pages (declared in the contract): the class routes decide by each class.
  ...CLASS_STEP_LIST.map((step) => step.page),
];

export const ROUTE_PERMISSIONS: Readonly<Record<string, readonly PermissionEntry[]>> = {
  ...Object.fromEntries(OPEN.map((name) => [name, []])),
  'user-administration': USER_ADMIN,
  addUser: USER_ADMIN,
  // /pending: the registrations not yet completed (issue 15).
  pending: USER_ADMIN,
  permissions: PERMISSIONS_PAGE_REQUIREMENT,
  roles: ROLES_PAGE_REQUIREMENT,
  'email-templates': ['HPT024'],
  // The two admin searches: their searches' scope 'admin' is refused (403) without these, so the screens are too.
  'learner-affidavitofattendance-admin': AOA_ADMIN_SEARCH_REQUIREMENT,
  'learner-cpe-admin-search': ECP_ADMIN_SEARCH_REQUIREMENT,
  'course-search': COURSE,
  // /nasba/{id}: the NASBA questions of course {id}.
  'nasba-id': COURSE,
  ...Object.fromEntries(COURSE_STEP_LIST.map((step) => [step.page, COURSE])),
  // Local learning search and workspace: any local learning code (the contract's local learning policy, as its server routes).
  'locallearning-search': LOCAL_LEARNING_ACCESS_REQUIREMENT,
  ...Object.fromEntries(LOCAL_LEARNING_STEP_LIST.map((step) => [step.page, LOCAL_LEARNING_ACCESS_REQUIREMENT])),
  'independentstudy-search': INDEPENDENT_STUDY,
  'independentstudy-requests': INDEPENDENT_STUDY,
  ...Object.fromEntries(INDEPENDENT_STUDY_STEP_LIST.map((step) => [step.page, INDEPENDENT_STUDY])),
  // Vended content: anyone who works on courses, or VCP001 (the contract's vended content policy, as its server routes).
  'vendedcontent-search': VENDED_CONTENT_ACCESS_REQUIREMENT,
  [VENDED_CONTENT_RECORD]: VENDED_CONTENT_ACCESS_REQUIREMENT,
  ...Object.fromEntries(VENDED_CONTENT_STEP_LIST.map((step) => [step.page, VENDED_CONTENT_ACCESS_REQUIREMENT])),
  // The person pages (declared in the contract): by the person's type; merge also needs ADM008.
  ...Object.fromEntries(
    EXTERNAL_PERSON_STEP_LIST.map((step) => [step.page, step.key === 'merge' ? [...EXTERNAL_USERS, 'ADM008'] : EXTERNAL_USERS]),
  ),
  ...Object.fromEntries(
    INTERNAL_PERSON_STEP_LIST.map((step) => [step.page, step.key === 'merge' ? [...INTERNAL_USERS, 'ADM008'] : INTERNAL_USERS]),
  ),
};

/** Whether `held` satisfies every entry of the route's list; a route without a list is closed. */
export function routePermitted(routeName: string, held: ReadonlySet<string>): boolean {
  const entries = ROUTE_PERMISSIONS[routeName];
  if (!entries) return false;
  return entries.every((entry) => (typeof entry === 'string' ? held.has(entry) : entry.some((code) => held.has(code))));
}
