import { ROLES } from '@cpe/contract';
import { routePermitted } from '../routes/route-permissions.ts';
import type { RouteEntry } from '../routes/route-table.ts';

export interface GuardContext {
  signedIn: boolean;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  /** The tenant's maintenance flag (spec §1); nonzero means on. */
  maintenance: number;
}

/** Where a route sends the user instead, or null to show it (spec §2 Guards). */
export type GuardDecision = { redirect: string; saveDeepLink: boolean } | null;

/** Routes that stay open during maintenance: its own page, and login so that administrators can turn it off. */
const OPEN_IN_MAINTENANCE = new Set(['active-maintenance', 'login', 'version']);

export function guardRoute(route: RouteEntry, ctx: GuardContext): GuardDecision {
  if (ctx.maintenance !== 0 && !OPEN_IN_MAINTENANCE.has(route.name) && !ctx.roles.includes(ROLES.accAdmin)) {
    return { redirect: '/active-maintenance', saveDeepLink: false };
  }
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
