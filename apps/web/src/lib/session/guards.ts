import { ROLES } from '@cpe/contract';
import { routePermitted } from '../routes/route-permissions.ts';
import type { RouteEntry } from '../routes/route-table.ts';

export interface GuardContext {
  signedIn: boolean;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  /** The tenant's maintenance flag; nonzero means on. */
  maintenance: number;
}

/** Where a route sends the user instead, or null to show it (the route guards). */
export type GuardDecision = { redirect: string; saveDeepLink: boolean } | null;

/** Routes that stay open during maintenance: its own page, the login (so that an administrator can get in) and the version. */
const OPEN_IN_MAINTENANCE = new Set(['active-maintenance', 'login', 'version']);
/**
 * The page where maintenance is turned off (/system): open during maintenance to the Educe ACC
 * Administrator only, who is guarded like everyone else on every other page (the route guards;
 * ADR 0053). The server refuses every other change of theirs with a 503 too.
 */
const MAINTENANCE_SWITCH = 'system';

/** Whether the maintenance guard lets this route through while the flag is on. */
function openInMaintenance(route: RouteEntry, ctx: GuardContext): boolean {
  return OPEN_IN_MAINTENANCE.has(route.name) || (route.name === MAINTENANCE_SWITCH && ctx.signedIn && ctx.roles.includes(ROLES.accAdmin));
}

export function guardRoute(route: RouteEntry, ctx: GuardContext): GuardDecision {
  // Maintenance rule: "The maintenance guard runs on every route. A nonzero maintenance flag redirects to /active-maintenance."
  if (ctx.maintenance !== 0 && !openInMaintenance(route, ctx)) return { redirect: '/active-maintenance', saveDeepLink: false };
  if (route.access === 'guest') return ctx.signedIn ? { redirect: '/', saveDeepLink: false } : null;
  if (route.access === 'public') return null;
  if (!ctx.signedIn) return { redirect: '/login', saveDeepLink: true };
  if (route.roles && !route.roles.some((role) => ctx.roles.includes(role))) return { redirect: '/', saveDeepLink: false };
  if (!routePermitted(route.name, ctx.permissions)) return { redirect: '/accessDenied', saveDeepLink: false };
  return null;
}

/** The homes of the five roles, most administrative first: `/` opens the first the user holds. */
export const ROLE_HOMES: readonly { role: string; path: string }[] = [
  { role: ROLES.accAdmin, path: '/accadmin' },
  { role: ROLES.admin, path: '/admin' },
  { role: ROLES.coordinator, path: '/coordinator' },
  { role: ROLES.instructor, path: '/instructor' },
  { role: ROLES.learner, path: '/learner' },
];

export function homeFor(roles: readonly string[]): string | null {
  return ROLE_HOMES.find((h) => roles.includes(h.role))?.path ?? null;
}
