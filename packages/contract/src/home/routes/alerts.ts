import { route } from '../../platform/index.ts';
import { alertParams, alertsResponse, removedResponse } from '../schemas/alerts.ts';

export const listAlerts = route({ method: 'GET', path: '/alerts', response: alertsResponse });
export const removeAlert = route({ method: 'DELETE', path: '/alerts/:alertId', params: alertParams, response: removedResponse });
export const removeAllAlerts = route({ method: 'DELETE', path: '/alerts', response: removedResponse });
