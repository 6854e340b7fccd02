import { listAlerts } from './list-alerts.ts';
import { removeAlert } from './remove-alert.ts';
import { removeAllAlerts } from './remove-all-alerts.ts';

export const alertRoutes = [listAlerts, removeAlert, removeAllAlerts];
