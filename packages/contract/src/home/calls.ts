// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as alertsRoutes from './routes/alerts.ts';
import type * as homeRoutes from './routes/home.ts';

export const homeWork: ApiCall<typeof homeRoutes.homeWork> = { method: 'GET', path: '/home/work' };
export const listAlerts: ApiCall<typeof alertsRoutes.listAlerts> = { method: 'GET', path: '/alerts' };
export const removeAlert: ApiCall<typeof alertsRoutes.removeAlert> = { method: 'DELETE', path: '/alerts/:alertId' };
export const removeAllAlerts: ApiCall<typeof alertsRoutes.removeAllAlerts> = { method: 'DELETE', path: '/alerts' };
