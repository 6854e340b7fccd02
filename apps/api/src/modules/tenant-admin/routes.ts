import type { RouteSpec } from '../../platform/route.ts';
import { getCustomerSettings, saveCustomerSettings } from './customer-settings-routes.ts';
import { tenantLogo, uploadLogo } from './logo-routes.ts';
import { checkLmsConnection, getSystemSettings, saveLmsSettings, setMaintenance } from './system-routes.ts';
import { saveTheme } from './theme-routes.ts';

/** Tenant administration: /customer-admin and /system (issue 16; ADR 0036). */
export const tenantAdminRoutes: RouteSpec[] = [
  getCustomerSettings,
  saveCustomerSettings,
  saveTheme,
  uploadLogo,
  tenantLogo,
  getSystemSettings,
  setMaintenance,
  saveLmsSettings,
  checkLmsConnection,
];
