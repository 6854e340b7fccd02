/** Tenant administration: /customer-admin and /system (issue 16; ADR 0036). */
import { fileDownload, route } from '../../platform/index.ts';
import {
  checkLmsBody,
  checkLmsResponse,
  customerSettings,
  lmsSettingsBody,
  logoResponse,
  maintenanceBody,
  settingsSaved,
  systemSettingsResponse,
  themeBody,
  themeResponse,
} from '../schemas/tenant-admin.ts';

export const getCustomerSettings = route({ method: 'GET', path: '/customer-admin/settings', response: customerSettings });
export const saveCustomerSettings = route({
  method: 'PUT',
  path: '/customer-admin/settings',
  body: customerSettings,
  response: settingsSaved,
});
export const saveTheme = route({ method: 'PUT', path: '/customer-admin/theme', body: themeBody, response: themeResponse });
export const uploadLogo = route({ method: 'POST', path: '/customer-admin/logo', response: logoResponse, successStatus: 201 });
export const tenantLogo = route({ method: 'GET', path: '/tenant-assets/logo', response: fileDownload });
export const getSystemSettings = route({ method: 'GET', path: '/system/settings', response: systemSettingsResponse });
export const setMaintenance = route({ method: 'PUT', path: '/system/maintenance', body: maintenanceBody, response: settingsSaved });
export const saveLmsSettings = route({ method: 'PUT', path: '/system/lms', body: lmsSettingsBody, response: settingsSaved });
export const checkLmsConnection = route({ method: 'POST', path: '/system/lms/check', body: checkLmsBody, response: checkLmsResponse });
