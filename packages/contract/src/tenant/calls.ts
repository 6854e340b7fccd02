// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as tenantAdminRoutes from './routes/tenant-admin.ts';

export const checkLmsConnection: ApiCall<typeof tenantAdminRoutes.checkLmsConnection> = { method: 'POST', path: '/system/lms/check' };
export const getCustomerSettings: ApiCall<typeof tenantAdminRoutes.getCustomerSettings> = {
  method: 'GET',
  path: '/customer-admin/settings',
};
export const getSystemSettings: ApiCall<typeof tenantAdminRoutes.getSystemSettings> = { method: 'GET', path: '/system/settings' };
export const saveCustomerSettings: ApiCall<typeof tenantAdminRoutes.saveCustomerSettings> = {
  method: 'PUT',
  path: '/customer-admin/settings',
};
export const saveLmsSettings: ApiCall<typeof tenantAdminRoutes.saveLmsSettings> = { method: 'PUT', path: '/system/lms' };
export const saveTheme: ApiCall<typeof tenantAdminRoutes.saveTheme> = { method: 'PUT', path: '/customer-admin/theme' };
export const setMaintenance: ApiCall<typeof tenantAdminRoutes.setMaintenance> = { method: 'PUT', path: '/system/maintenance' };
export const tenantLogo: ApiCall<typeof tenantAdminRoutes.tenantLogo> = { method: 'GET', path: '/tenant-assets/logo' };
export const uploadLogo: ApiCall<typeof tenantAdminRoutes.uploadLogo> = { method: 'POST', path: '/customer-admin/logo' };
