import { routeByName, routePath } from '../routes/route-table.ts';
import { type GuardContext, guardRoute } from '../session/guards.ts';

/** The menu list of the drawer: every page a person might go to, in this order. */
const MENU: readonly { label: string; route: string }[] = [
  { label: 'Home', route: 'index' },
  { label: 'Course Search', route: 'course-search' },
  { label: 'Class Search', route: 'class-search' },
  { label: 'Local Learning Search', route: 'locallearning-search' },
  { label: 'Independent Study Search', route: 'independentstudy-search' },
  { label: 'Vended Content Search', route: 'vendedcontent-search' },
  { label: 'External CPE Administration', route: 'learner-cpe-admin-search' },
  { label: 'Affidavit of Attendance Administration', route: 'learner-affidavitofattendance-admin' },
  { label: 'My External CPE', route: 'learner-cpe-search' },
  { label: 'Request External CPE', route: 'learner-external' },
  { label: 'My Affidavits of Attendance', route: 'learner-affidavitofattendance-search' },
  { label: 'My Independent Study', route: 'learner-independentstudy-search' },
  { label: 'Enter an Attendance Code', route: 'learner-attendance' },
  { label: 'File an Affidavit of Attendance', route: 'learner-affidavit' },
  { label: 'User Administration', route: 'user-administration' },
  { label: 'Add User', route: 'addUser' },
  { label: 'Pending Registrations', route: 'pending' },
  { label: 'Roles', route: 'roles' },
  { label: 'Permissions', route: 'permissions' },
  { label: 'Email Templates', route: 'email-templates' },
  { label: 'Reports', route: 'reports' },
  { label: 'Credit Limitations', route: 'accadmin-creditlimitation' },
  { label: 'Credit Limitation Error Log', route: 'accadmin-errorlog' },
  { label: 'Microservice Health Check', route: 'accadmin-healthcheck' },
  { label: 'NASBA Questions', route: 'accadmin-nasbaquestions' },
];

/** Staff pages a learner never needs in the menu even if a route would let them in. */
const STAFF_ONLY = new Set([
  'course-search',
  'class-search',
  'locallearning-search',
  'independentstudy-search',
  'vendedcontent-search',
  'learner-cpe-admin-search',
  'learner-affidavitofattendance-admin',
]);
const LEARNER_ONLY = new Set([
  'learner-cpe-search',
  'learner-external',
  'learner-affidavitofattendance-search',
  'learner-independentstudy-search',
  'learner-attendance',
  'learner-affidavit',
]);

/**
 * The menu items this user may open: the same guard that protects each route
 * decides, so the menu never offers a page that would redirect.
 */
export function menuFor(ctx: GuardContext): { label: string; path: string; name: string }[] {
  const staff = ctx.roles.some((r) => r !== 'Learner');
  const learner = ctx.roles.includes('Learner');
  return MENU.flatMap(({ label, route }) => {
    const entry = routeByName(route);
    if (!entry || guardRoute(entry, ctx) !== null) return [];
    if (STAFF_ONLY.has(route) && !staff) return [];
    if (LEARNER_ONLY.has(route) && !learner) return [];
    return [{ label, path: routePath(route), name: route }];
  });
}
