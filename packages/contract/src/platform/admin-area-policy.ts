/**
 * Who opens the pages of running the firm (issue 16): the admin area and the
 * tenant administration, reports and system pages. The route guards check them by role ("Role
 * guards cover Educe ACC Administrator (account admin), Admin, …"); the web's route table
 * and the server's routes both read this table, so the two never disagree.
 * /email-templates is guarded by a permission instead (HPT024).
 */
import { ROLES, type RoleName } from './permissions.ts';

export const ADMIN_PAGES = [
  'customer-admin',
  'system',
  'reports',
  'accadmin-creditlimitation',
  'accadmin-errorlog',
  'accadmin-healthcheck',
  'accadmin-nasbaquestions',
  'admin-irs',
  'admin-proxy',
  'admin-usermanagement',
  'admin-validation',
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

const FIRM_ADMINS: readonly RoleName[] = [ROLES.admin, ROLES.accAdmin];
const ACCOUNT_ADMINS: readonly RoleName[] = [ROLES.accAdmin];

/** Any one of the roles opens the page (and calls its routes). */
export const ADMIN_PAGE_ROLES: Readonly<Record<AdminPage, readonly RoleName[]>> = {
  // The firm's own settings and theme: its administrators.
  'customer-admin': FIRM_ADMINS,
  // The maintenance flag and the LMS connection: the account administrators, whom
  // maintenance never sends away (the maintenance guard's exception), so they can always turn it off.
  system: ACCOUNT_ADMINS,
  reports: FIRM_ADMINS,
  'accadmin-creditlimitation': ACCOUNT_ADMINS,
  'accadmin-errorlog': ACCOUNT_ADMINS,
  'accadmin-healthcheck': ACCOUNT_ADMINS,
  'accadmin-nasbaquestions': ACCOUNT_ADMINS,
  'admin-irs': FIRM_ADMINS,
  'admin-proxy': FIRM_ADMINS,
  'admin-usermanagement': FIRM_ADMINS,
  'admin-validation': FIRM_ADMINS,
};

export function mayOpenAdminPage(roles: Iterable<string>, page: AdminPage): boolean {
  const held = new Set(roles);
  return ADMIN_PAGE_ROLES[page].some((role) => held.has(role));
}
