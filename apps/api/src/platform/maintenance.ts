import { endpoints, MAINTENANCE_MESSAGE, ROLES, type RouteDescriptor } from '@cpe/contract';
import type { Queryable } from '../db/types.ts';
import type { Session } from '../modules/auth/sessions.ts';
import { AppError } from './errors.ts';

/** Signing in and out (and keeping a session) stay possible, so an ACC Administrator can get in to turn maintenance off. */
const OPEN_DURING_MAINTENANCE: ReadonlySet<RouteDescriptor> = new Set([
  endpoints.login,
  endpoints.linkLogin,
  endpoints.logout,
  endpoints.validToken,
]);

/**
 * Spec §2: while the tenant's maintenance flag is on, users are sent to /active-maintenance;
 * the server backs the screen's guard by refusing every change (any method but GET) with a 503,
 * except from the Educe ACC Administrators and the sign-in and sign-out calls (ADR 0036).
 */
export async function refuseChangesDuringMaintenance(tx: Queryable, route: RouteDescriptor, session: Session | null): Promise<void> {
  if (route.method === 'GET' || OPEN_DURING_MAINTENANCE.has(route) || session?.roles.has(ROLES.accAdmin)) return;
  const { rows } = await tx.query<{ on: boolean }>("SELECT value <> '0'::jsonb AS on FROM tenant_settings WHERE key = 'maintenance'");
  if (rows[0]?.on) throw new AppError(503, 'MAINTENANCE', MAINTENANCE_MESSAGE);
}
