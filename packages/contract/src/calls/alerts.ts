import type * as r from '../routes/alerts.ts';
import type { ApiCall } from './api-call.ts';

export const listAlerts: ApiCall<typeof r.listAlerts> = { method: 'GET', path: '/alerts' };
export const removeAlert: ApiCall<typeof r.removeAlert> = { method: 'DELETE', path: '/alerts/:alertId' };
export const removeAllAlerts: ApiCall<typeof r.removeAllAlerts> = { method: 'DELETE', path: '/alerts' };
