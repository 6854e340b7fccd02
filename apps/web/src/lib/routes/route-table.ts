import {
  AOA_RECORD,
  AOA_STEP_LIST,
  CLASS_RECORD,
  CLASS_STEP_LIST,
  COURSE_RECORD,
  COURSE_STEP_LIST,
  EXTERNAL_CPE_RECORD,
  EXTERNAL_CPE_STEP_LIST,
  ROLES,
  stepSubpages,
} from '@cpe/contract';

/**
 * Every route of the product (spec §2), declared once: its name (Nuxt-style, as
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
  | 'login'
  | 'maintenance'
  | 'search'
  | 'user-administration';

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
  | 'external-cpe'
  | 'external-cpe-start'
  | 'external-cpe-certificate'
  | 'external-cpe-search'
  | 'aoa'
  | 'aoa-start'
  | 'aoa-search'
  | 'learner-coc';

export interface RouteEntry {
  name: string;
  path: string;
  title: string;
  layout: LayoutKey;
  access: Access;
  role?: RoleName;
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
  r('accadmin', '/accadmin', 'Educe ACC Administrator', 'default', 'role-home', { role: ROLES.accAdmin }),
  r('admin', '/admin', 'Admin', 'default', 'role-home', { role: ROLES.admin }),
  r('coordinator', '/coordinator', 'On-site Coordinator', 'default', 'role-home', { role: ROLES.coordinator }),
  r('instructor', '/instructor', 'Instructor', 'default', 'role-home', { role: ROLES.instructor }),
  r('learner', '/learner', 'Learner', 'default', 'role-home', { role: ROLES.learner }),

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

  // Search screens.
  r('class-search', '/class-search', 'Class Search', 'search', 'class-search'),
  r('course-search', '/course-search', 'Course Search', 'search', 'course-search'),
  r('independentstudy-search', '/independentstudy-search', 'Independent Study Search', 'search', 'search'),
  r('independentstudy-requests', '/independentstudy-requests', 'Independent Study Programs', 'independent-study-program', 'search'),
  r('locallearning-search', '/locallearning-search', 'Local Learning Search', 'search', 'search'),
  r('vendedcontent-search', '/vendedcontent-search', 'Vended Content Search', 'search', 'search'),
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
  r('learner-independentstudy-search', '/learner/independentstudy/search', 'My Independent Study', 'search', 'search'),

  // Administration pages.
  r('addUser', '/addUser', 'Add User', 'default', 'page'),
  r('customer-admin', '/customer-admin', 'Customer Administration', 'default', 'page'),
  r('email-templates', '/email-templates', 'Email Templates', 'default', 'page'),
  r('pending', '/pending', 'Pending', 'default', 'page'),
  r('permissions', '/permissions', 'Permissions', 'default', 'page'),
  r('reports', '/reports', 'Reports', 'default', 'page'),
  r('roles', '/roles', 'Roles', 'default', 'page'),
  r('system', '/system', 'System', 'default', 'page'),
  r('user-administration', '/user-administration', 'User Administration', 'search', 'search'),
  r('accadmin-creditlimitation', '/accadmin/creditlimitation', 'Credit Limitations', 'default', 'page', { role: ROLES.accAdmin }),
  r('accadmin-errorlog', '/accadmin/errorlog', 'Credit Limitation Error Log', 'default', 'page', { role: ROLES.accAdmin }),
  r('accadmin-healthcheck', '/accadmin/healthcheck', 'Microservice Health Check', 'default', 'page', { role: ROLES.accAdmin }),
  r('accadmin-nasbaquestions', '/accadmin/nasbaquestions', 'NASBA Questions', 'default', 'page', { role: ROLES.accAdmin }),
  r('accadmin-nasbaquestions-id', '/accadmin/nasbaquestions/:id', 'NASBA Questions', 'default', 'page', { role: ROLES.accAdmin }),
  r('admin-irs', '/admin/irs', 'IRS', 'default', 'page', { role: ROLES.admin }),
  r('admin-proxy', '/admin/proxy', 'Proxy', 'default', 'page', { role: ROLES.admin }),
  r('admin-usermanagement', '/admin/usermanagement', 'User Management', 'default', 'page', { role: ROLES.admin }),
  r('admin-validation', '/admin/validation', 'Validation', 'default', 'page', { role: ROLES.admin }),
  r('nasba-id', '/nasba/:id', 'NASBA Questions', 'default', 'course-nasba'),

  // Learner pages.
  r('learner-affidavit', '/learner/affidavit', 'Affidavit', 'default', 'aoa-start'),
  r('learner-attendance', '/learner/attendance', 'Attendance', 'default', 'learner-attendance'),
  r('learner-coc', '/learner/coc', 'Code of Conduct', 'default', 'learner-coc'),
  r('learner-external', '/learner/external', 'External CPE', 'default', 'external-cpe-start'),
  r('learner-external2', '/learner/external2', 'External CPE', 'default', 'external-cpe-certificate'),
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
  ...withSubpages(
    r('user-administration-external-id', '/user-administration/external/:id', 'External User', 'user-administration', 'offering'),
    ['documentation', 'merge', 'roles_and_permissions', 'transcripts'],
  ),
  ...withSubpages(
    r('user-administration-internal-id', '/user-administration/internal/:id', 'Internal User', 'user-administration', 'offering'),
    ['documentation', 'jurisdictions', 'merge', 'roles_and_permissions', 'transcripts'],
  ),

  // Offerings.
  // The class's and the course's steps are declared once in the contract (ADR 0018).
  ...withSubpages(r(CLASS_RECORD, '/class/:id', 'Class', 'class', 'class', { stepsFromScreen: true }), stepSubpages(CLASS_STEP_LIST)),
  ...withSubpages(r(COURSE_RECORD, '/course/:id', 'Course', 'course', 'course', { stepsFromScreen: true }), stepSubpages(COURSE_STEP_LIST)),
  ...withSubpages(r('independentstudy-id', '/independentstudy/:id', 'Independent Study', 'independent-study', 'offering'), [
    'agenda',
    'approval',
    'audit',
    'contentreview',
    'credits',
    'documentation',
    'nasba',
    'request',
    'roster',
    'version',
  ]),
  ...withSubpages(r('locallearning-id', '/locallearning/:id', 'Local Learning', 'course', 'offering'), [
    'agenda',
    'approval',
    'audit',
    'contentreview',
    'cpe',
    'credits',
    'documentation',
    'nasba',
    'roster',
    'version',
  ]),
  ...withSubpages(r('vendedcontent-id', '/vendedcontent/:id', 'Vended Content', 'course', 'offering'), [
    'agenda',
    'approval',
    'audit',
    'cpe',
    'nasba',
    'roster',
    'version',
  ]),
  r('instructor-agenda-id', '/instructor/agenda/:id', 'Class Agenda', 'class', 'instructor-agenda', { role: ROLES.instructor }),
  r('instructor-class-id', '/instructor/class/:id', 'Class', 'class', 'instructor-class', { role: ROLES.instructor }),
  r('instructor-roster-id', '/instructor/roster/:id', 'Class Roster', 'class', 'instructor-roster', { role: ROLES.instructor }),
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
