import {
  ADMIN_PAGE_ROLES,
  type AdminPage,
  AOA_RECORD,
  AOA_STEP_LIST,
  CLASS_RECORD,
  CLASS_STEP_LIST,
  COURSE_RECORD,
  COURSE_STEP_LIST,
  EXTERNAL_CPE_RECORD,
  EXTERNAL_CPE_STEP_LIST,
  EXTERNAL_PERSON_RECORD,
  EXTERNAL_PERSON_STEP_LIST,
  INDEPENDENT_STUDY_RECORD,
  INDEPENDENT_STUDY_STEP_LIST,
  INTERNAL_PERSON_RECORD,
  INTERNAL_PERSON_STEP_LIST,
  LOCAL_LEARNING_RECORD,
  LOCAL_LEARNING_STEP_LIST,
  ROLES,
  stepSubpages,
  VENDED_CONTENT_RECORD,
  VENDED_CONTENT_STEP_LIST,
} from '@cpe/contract';

/**
 * Every route of the product, declared once: its name (Nuxt-style, as
 * the permission map and the spec's named routes use), its path, the layout it
 * renders in, who may open it and which screen it shows. Later issues replace a
 * route's `screen` with their real one; nothing else needs to change.
 */
export type LayoutKey =
  | 'affidavit-of-attendance'
  | 'class'
  | 'course'
  | 'default'
  | 'external-cpe'
  | 'independent-study'
  | 'independent-study-program'
  | 'local-learning'
  | 'login'
  | 'maintenance'
  | 'search'
  | 'user-administration'
  | 'vended-content';

/** guest: only signed out (login, register…); public: anybody; auth: signed in. */
export type Access = 'guest' | 'public' | 'auth';

export type RoleName = (typeof ROLES)[keyof typeof ROLES];

/** Which screen module a route shows; see app/screens.ts. */
export type ScreenKey =
  | 'home'
  | 'role-home'
  | 'login'
  | 'register'
  | 'signup'
  | 'check-email'
  | 'forgot-password'
  | 'reset-password'
  | 'password'
  | 'token-expired'
  | 'redirect'
  | 'access-denied'
  | 'maintenance'
  | 'version'
  | 'certificate-verify'
  | 'search'
  | 'course-search'
  | 'course'
  | 'class-search'
  | 'class'
  | 'instructor-class'
  | 'instructor-agenda'
  | 'instructor-roster'
  | 'learner-attendance'
  | 'course-nasba'
  | 'offering'
  | 'page'
  | 'customer-admin'
  | 'system'
  | 'reports'
  | 'admin-healthcheck'
  | 'admin-irs'
  | 'admin-validation'
  | 'roles'
  | 'permissions'
  | 'credit-limitations'
  | 'credit-limitation-log'
  | 'nasba-sets'
  | 'nasba-set'
  | 'external-cpe'
  | 'external-cpe-start'
  | 'external-cpe-certificate'
  | 'user-search'
  | 'external-cpe-search'
  | 'aoa'
  | 'aoa-start'
  | 'aoa-search'
  | 'learner-coc'
  | 'independent-study'
  | 'independent-study-programs'
  | 'independent-study-search'
  | 'learner-independent-study-search'
  | 'learner-independent-study-exam'
  | 'vended-content'
  | 'vended-content-search'
  | 'local-learning'
  | 'local-learning-search'
  | 'person-internal'
  | 'person-external'
  | 'add-user'
  | 'pending'
  | 'admin-proxy'
  | 'admin-usermanagement'
  | 'email-templates';

export interface RouteEntry {
  name: string;
  path: string;
  title: string;
  layout: LayoutKey;
  access: Access;
  /** The roles of which the user must hold one (role guards); none means any signed-in user. */
  roles?: readonly RoleName[];
  screen: ScreenKey;
  /** For a record's pages (offerings, requests, users): the name of its main route, which the step list builds on. */
  record?: string;
  /** The screen builds the step list from its record (page configuration, feedback) instead of the layout's fixed steps. */
  stepsFromScreen?: boolean;
}

const r = (
  name: string,
  path: string,
  title: string,
  layout: LayoutKey,
  screen: ScreenKey,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({
  name,
  path,
  title,
  layout,
  access: 'auth',
  screen,
  ...extra,
});

const guest = { access: 'guest' } as const;
/** An admin page opens for the roles the contract gives it (the server checks the same). */
const admin = (page: AdminPage) => ({ roles: ADMIN_PAGE_ROLES[page] });
const publicPage = { access: 'public' } as const;

/** Subpages of an offering or record: `${name}-${sub}` at `${path}/${sub}`. */
function withSubpages(base: RouteEntry, subs: readonly string[]): RouteEntry[] {
  const main = { ...base, record: base.name };
  return [main, ...subs.map((sub) => ({ ...main, name: `${base.name}-${sub}`, path: `${base.path}/${sub}` }))];
}

/** The route name of a record's step: `class-id` + `roster` → `class-id-roster`; external CPE names its steps inside. */
export function stepRouteName(record: string, sub: string): string {
  if (record === EXTERNAL_CPE_RECORD) return `${EXTERNAL_CPE_RECORD}-${sub}-id`;
  return sub ? `${record}-${sub}` : record;
}

/** The subpage a record's route shows, the inverse of stepRouteName: 'learner-cpe-awards-id' → 'awards', 'class-id-roster' → 'roster'. */
export function stepSubpage(record: string, routeName: string): string {
  if (record === EXTERNAL_CPE_RECORD) return /^learner-cpe-(\w+)-id$/.exec(routeName)?.[1] ?? '';
  return routeName.startsWith(`${record}-`) ? routeName.slice(record.length + 1) : '';
}

export const ROUTES: readonly RouteEntry[] = [
  // Home and the home of each role.
  r('index', '/', 'Home', 'default', 'home'),
  r('accadmin', '/accadmin', 'Educe ACC Administrator', 'default', 'role-home', { roles: [ROLES.accAdmin] }),
  r('admin', '/admin', 'Admin', 'default', 'role-home', { roles: [ROLES.admin] }),
  r('coordinator', '/coordinator', 'On-site Coordinator', 'default', 'role-home', { roles: [ROLES.coordinator] }),
  r('instructor', '/instructor', 'Instructor', 'default', 'role-home', { roles: [ROLES.instructor] }),
  r('learner', '/learner', 'Learner', 'default', 'role-home', { roles: [ROLES.learner] }),

  // Account screens.
  r('login', '/login', 'Login', 'login', 'login', guest),
  r('register', '/register', 'Register', 'login', 'register', guest),
  r('signup', '/signup', 'Sign Up', 'login', 'signup', guest),
  r('checkEmail', '/checkEmail', 'Check your e-mail', 'login', 'check-email', guest),
  r('forgotPassword', '/forgotPassword', 'Forgot Password', 'login', 'forgot-password', guest),
  r('resetPassword', '/resetPassword', 'Reset Password', 'login', 'reset-password', publicPage),
  r('password', '/password', 'Set Password', 'login', 'password', publicPage),
  r('tokenExpired', '/tokenExpired', 'Link Expired', 'login', 'token-expired', publicPage),
  r('redirect', '/redirect', 'Redirecting', 'login', 'redirect', publicPage),
  r('accessDenied', '/accessDenied', 'Access Denied', 'default', 'access-denied'),
  r('active-maintenance', '/active-maintenance', 'Maintenance', 'maintenance', 'maintenance', publicPage),
  r('version', '/version', 'Version', 'login', 'version', publicPage),
  // The QR code of a certificate of completion opens it, signed in or not (issue 15).
  r('verify', '/verify/:code', 'Certificate Verification', 'login', 'certificate-verify', publicPage),

  // Search screens.
  r('class-search', '/class-search', 'Class Search', 'search', 'class-search'),
  r('course-search', '/course-search', 'Course Search', 'search', 'course-search'),
  r('independentstudy-search', '/independentstudy-search', 'Independent Study Search', 'search', 'independent-study-search'),
  r(
    'independentstudy-requests',
    '/independentstudy-requests',
    'Independent Study Programs',
    'independent-study-program',
    'independent-study-programs',
  ),
  r('locallearning-search', '/locallearning-search', 'Local Learning Search', 'search', 'local-learning-search'),
  r('vendedcontent-search', '/vendedcontent-search', 'Vended Content Search', 'search', 'vended-content-search'),
  r(
    'learner-affidavitofattendance-admin',
    '/learner/affidavitofattendance/admin',
    'Affidavit of Attendance Administration',
    'search',
    'aoa-search',
  ),
  r(
    'learner-affidavitofattendance-search',
    '/learner/affidavitofattendance/search',
    'Affidavit of Attendance Search',
    'search',
    'aoa-search',
  ),
  r('learner-cpe-search', '/learner/cpe/search', 'External CPE Search', 'search', 'external-cpe-search'),
  r('learner-cpe-admin-search', '/learner/cpe/admin/search', 'External CPE Administration', 'search', 'external-cpe-search'),
  r(
    'learner-independentstudy-search',
    '/learner/independentstudy/search',
    'My Independent Study',
    'search',
    'learner-independent-study-search',
  ),

  // Administration pages.
  r('addUser', '/addUser', 'Add User', 'default', 'add-user'),
  r('customer-admin', '/customer-admin', 'Customer Administration', 'default', 'customer-admin', admin('customer-admin')),
  r('email-templates', '/email-templates', 'Email Templates', 'default', 'email-templates'),
  r('pending', '/pending', 'Pending', 'default', 'pending'),
  r('permissions', '/permissions', 'Permissions', 'default', 'permissions'),
  r('reports', '/reports', 'Reports', 'default', 'reports', admin('reports')),
  r('roles', '/roles', 'Roles', 'default', 'roles'),
  r('system', '/system', 'System', 'default', 'system', admin('system')),
  r('user-administration', '/user-administration', 'User Administration', 'search', 'user-search'),
  r(
    'accadmin-healthcheck',
    '/accadmin/healthcheck',
    'Microservice Health Check',
    'default',
    'admin-healthcheck',
    admin('accadmin-healthcheck'),
  ),
  r('admin-irs', '/admin/irs', 'IRS', 'default', 'admin-irs', admin('admin-irs')),
  r('admin-validation', '/admin/validation', 'Validation', 'default', 'admin-validation', admin('admin-validation')),
  r('admin-proxy', '/admin/proxy', 'Proxy', 'default', 'admin-proxy', admin('admin-proxy')),
  r('admin-usermanagement', '/admin/usermanagement', 'User Management', 'default', 'admin-usermanagement', admin('admin-usermanagement')),
  r(
    'accadmin-creditlimitation',
    '/accadmin/creditlimitation',
    'Credit Limitations',
    'default',
    'credit-limitations',
    admin('accadmin-creditlimitation'),
  ),
  r(
    'accadmin-errorlog',
    '/accadmin/errorlog',
    'Credit Limitation Error Log',
    'default',
    'credit-limitation-log',
    admin('accadmin-errorlog'),
  ),
  r('accadmin-nasbaquestions', '/accadmin/nasbaquestions', 'NASBA Questions', 'default', 'nasba-sets', admin('accadmin-nasbaquestions')),
  r(
    'accadmin-nasbaquestions-id',
    '/accadmin/nasbaquestions/:id',
    'NASBA Questions',
    'default',
    'nasba-set',
    admin('accadmin-nasbaquestions'),
  ),
  r('nasba-id', '/nasba/:id', 'NASBA Questions', 'default', 'course-nasba'),

  // Learner pages.
  r('learner-affidavit', '/learner/affidavit', 'Affidavit', 'default', 'aoa-start'),
  r('learner-attendance', '/learner/attendance', 'Attendance', 'default', 'learner-attendance'),
  r('learner-coc', '/learner/coc', 'Code of Conduct', 'default', 'learner-coc'),
  r('learner-external', '/learner/external', 'External CPE', 'default', 'external-cpe-start'),
  r('learner-external2', '/learner/external2', 'External CPE', 'default', 'external-cpe-certificate'),
  // The final exam of an independent study the learner is assigned to (issue 27, ADR 0052).
  r('learner-independentstudy-exam', '/learner/independentstudy/exam/:id', 'Final Exam', 'default', 'learner-independent-study-exam'),
  // The affidavit's steps are declared once in the contract (ADR 0018).
  ...withSubpages(
    r(AOA_RECORD, '/learner/affidavitofattendance/:id', 'Affidavit of Attendance', 'affidavit-of-attendance', 'aoa', {
      stepsFromScreen: true,
    }),
    stepSubpages(AOA_STEP_LIST),
  ),
  // The external CPE request's steps are declared once in the contract (ADR 0018): /learner/cpe/{path}/{id}.
  ...EXTERNAL_CPE_STEP_LIST.map((step) =>
    r(step.page, `/learner/cpe/${step.path}/:id?`, 'External CPE Request', 'external-cpe', 'external-cpe', {
      record: EXTERNAL_CPE_RECORD,
      stepsFromScreen: true,
    }),
  ),

  // User administration records.
  // The person pages are declared once in the contract (ADR 0018).
  ...withSubpages(
    r(EXTERNAL_PERSON_RECORD, '/user-administration/external/:id', 'External User', 'user-administration', 'person-external', {
      stepsFromScreen: true,
    }),
    stepSubpages(EXTERNAL_PERSON_STEP_LIST),
  ),
  ...withSubpages(
    r(INTERNAL_PERSON_RECORD, '/user-administration/internal/:id', 'Internal User', 'user-administration', 'person-internal', {
      stepsFromScreen: true,
    }),
    stepSubpages(INTERNAL_PERSON_STEP_LIST),
  ),

  // Offerings.
  // The class's and the course's steps are declared once in the contract (ADR 0018).
  ...withSubpages(r(CLASS_RECORD, '/class/:id', 'Class', 'class', 'class', { stepsFromScreen: true }), stepSubpages(CLASS_STEP_LIST)),
  ...withSubpages(r(COURSE_RECORD, '/course/:id', 'Course', 'course', 'course', { stepsFromScreen: true }), stepSubpages(COURSE_STEP_LIST)),
  // The independent study's steps are declared once in the contract (ADR 0018, 0023).
  ...withSubpages(
    r(INDEPENDENT_STUDY_RECORD, '/independentstudy/:id', 'Independent Study', 'independent-study', 'independent-study', {
      stepsFromScreen: true,
    }),
    stepSubpages(INDEPENDENT_STUDY_STEP_LIST),
  ),
  ...withSubpages(
    r(LOCAL_LEARNING_RECORD, '/locallearning/:id', 'Local Learning', 'local-learning', 'local-learning', { stepsFromScreen: true }),
    stepSubpages(LOCAL_LEARNING_STEP_LIST),
  ),
  ...withSubpages(
    r(VENDED_CONTENT_RECORD, '/vendedcontent/:id', 'Vended Content', 'vended-content', 'vended-content', { stepsFromScreen: true }),
    stepSubpages(VENDED_CONTENT_STEP_LIST),
  ),
  r('instructor-agenda-id', '/instructor/agenda/:id', 'Class Agenda', 'class', 'instructor-agenda', { roles: [ROLES.instructor] }),
  r('instructor-class-id', '/instructor/class/:id', 'Class', 'class', 'instructor-class', { roles: [ROLES.instructor] }),
  r('instructor-roster-id', '/instructor/roster/:id', 'Class Roster', 'class', 'instructor-roster', { roles: [ROLES.instructor] }),
];

/** Paths by route name, for links: `routePath('class-id-roster', { id: 7 })`. */
const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteEntry | undefined {
  return BY_NAME.get(name);
}

export function routePath(name: string, params: Record<string, string | number> = {}): string {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route.path
    .replace(/\/:(\w+)\?/g, (_, key: string) => (params[key] === undefined ? '' : `/${encodeURIComponent(String(params[key]))}`))
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
