import { endpoints, MAINTENANCE_MESSAGE, type RouteDescriptor } from '@cpe/contract';
import type { Queryable } from '../db/types.ts';
import { AppError } from './errors.ts';

/**
 * The changes that stay possible while maintenance is on: signing in and out (and keeping a
 * session, and ending a proxy session), and the /system page's own, where the Educe ACC
 * Administrator turns maintenance off and sets the LMS connection (those routes admit no one
 * else). Everything else is refused, the ACC Administrator's changes too (ADR 0053).
 */
const OPEN_DURING_MAINTENANCE: ReadonlySet<RouteDescriptor> = new Set([
  endpoints.login,
  endpoints.linkLogin,
  endpoints.logout,
  endpoints.validToken,
  endpoints.stopProxy,
  endpoints.setMaintenance,
  endpoints.saveLmsSettings,
  endpoints.checkLmsConnection,
]);

/**
 * Maintenance rule: "The maintenance guard runs on every route. A nonzero maintenance flag redirects to
 * /active-maintenance." The server backs the screens' guard by refusing every change (any
 * method but GET) with a 503 while the tenant's flag is on, except the calls above (ADR 0036,
 * 0053). One indexed read per write.
 */
export async function refuseChangesDuringMaintenance(tx: Queryable, route: RouteDescriptor): Promise<void> {
  if (route.method === 'GET' || OPEN_DURING_MAINTENANCE.has(route)) return;
  const { rows } = await tx.query<{ on: boolean }>("SELECT value <> '0'::jsonb AS on FROM tenant_settings WHERE key = 'maintenance'");
  if (rows[0]?.on) throw new AppError(503, 'MAINTENANCE', MAINTENANCE_MESSAGE);
}
