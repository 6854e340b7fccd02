import { CLASS_STEP_LIST, COURSE_ACCESS_REQUIREMENT, COURSE_STEP_LIST, EXTERNAL_CPE_STEP_LIST, type PermissionCode } from '@cpe/contract';

/**
 * The permission list of each route name (spec §2 Guards, §6). An entry is a
 * required permission code, or an array of which any one suffices; all entries
 * must hold. A signed-in route whose name is missing here redirects to
 * /accessDenied, so a new screen is closed until it is listed. The guard tests
 * read this same file. Rules that depend on a record (a course's status, who
 * created a request) are the server's and the screen's, not the route's.
 */
export type PermissionEntry = PermissionCode | readonly PermissionCode[];

const USER_ADMIN = ['HPT023', ['ADM001', 'ADM002', 'ADM003']] as const;
const EXTERNAL_USERS = ['HPT023', ['ADM002', 'ADM003']] as const;
const INTERNAL_USERS = ['HPT023', ['ADM001', 'ADM003']] as const;
/**
 * Course search and the course workspace: any code that lets someone work on some
 * course (the contract's course policy, as the server's course routes). Which course, in
 * which status, is the server's answer (abilities); a course the person may not see is a 403.
 */
const COURSE = COURSE_ACCESS_REQUIREMENT;

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
  'independentstudy-search',
  'independentstudy-requests',
  'locallearning-search',
  'vendedcontent-search',
  'learner-affidavitofattendance-admin',
  'learner-affidavitofattendance-search',
  'learner-cpe-search',
  'learner-cpe-admin-search',
  'learner-independentstudy-search',
  'customer-admin',
  'pending',
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
  'instructor-agenda-id',
  'instructor-class-id',
  'instructor-roster-id',
  ...['', '-approval', '-attendance', '-audit', '-confirmation', '-verification'].map((s) => `learner-affidavitofattendance-id${s}`),
  // The external CPE request's steps (declared in the contract): the server answers by each request.
  ...EXTERNAL_CPE_STEP_LIST.map((step) => step.page),
  // The class's step pages (declared in the contract): the class routes decide by each class.
  ...CLASS_STEP_LIST.map((step) => step.page),
  ...[
    '',
    '-agenda',
    '-approval',
    '-audit',
    '-contentreview',
    '-credits',
    '-documentation',
    '-nasba',
    '-request',
    '-roster',
    '-version',
  ].map((s) => `independentstudy-id${s}`),
  ...['', '-agenda', '-approval', '-audit', '-contentreview', '-cpe', '-credits', '-documentation', '-nasba', '-roster', '-version'].map(
    (s) => `locallearning-id${s}`,
  ),
  ...['', '-agenda', '-approval', '-audit', '-cpe', '-nasba', '-roster', '-version'].map((s) => `vendedcontent-id${s}`),
];

export const ROUTE_PERMISSIONS: Readonly<Record<string, readonly PermissionEntry[]>> = {
  ...Object.fromEntries(OPEN.map((name) => [name, []])),
  'user-administration': USER_ADMIN,
  addUser: USER_ADMIN,
  permissions: ['HPT014'],
  roles: ['HPT013'],
  'email-templates': ['HPT024'],
  'course-search': COURSE,
  // /nasba/{id}: the NASBA questions of course {id}.
  'nasba-id': COURSE,
  ...Object.fromEntries(COURSE_STEP_LIST.map((step) => [step.page, COURSE])),
  ...Object.fromEntries(
    ['', '-documentation', '-roles_and_permissions', '-transcripts'].map((s) => [`user-administration-external-id${s}`, EXTERNAL_USERS]),
  ),
  'user-administration-external-id-merge': [...EXTERNAL_USERS, 'ADM008'],
  ...Object.fromEntries(
    ['', '-documentation', '-jurisdictions', '-roles_and_permissions', '-transcripts'].map((s) => [
      `user-administration-internal-id${s}`,
      INTERNAL_USERS,
    ]),
  ),
  'user-administration-internal-id-merge': [...INTERNAL_USERS, 'ADM008'],
};

/** Whether `held` satisfies every entry of the route's list; a route without a list is closed. */
export function routePermitted(routeName: string, held: ReadonlySet<string>): boolean {
  const entries = ROUTE_PERMISSIONS[routeName];
  if (!entries) return false;
  return entries.every((entry) => (typeof entry === 'string' ? held.has(entry) : entry.some((code) => held.has(code))));
}
