import type * as r from '../routes/tenant-admin.ts';
import type { ApiCall } from './api-call.ts';

export const checkLmsConnection: ApiCall<typeof r.checkLmsConnection> = { method: 'POST', path: '/system/lms/check' };
export const getCustomerSettings: ApiCall<typeof r.getCustomerSettings> = { method: 'GET', path: '/customer-admin/settings' };
export const getSystemSettings: ApiCall<typeof r.getSystemSettings> = { method: 'GET', path: '/system/settings' };
export const saveCustomerSettings: ApiCall<typeof r.saveCustomerSettings> = { method: 'PUT', path: '/customer-admin/settings' };
export const saveLmsSettings: ApiCall<typeof r.saveLmsSettings> = { method: 'PUT', path: '/system/lms' };
export const saveTheme: ApiCall<typeof r.saveTheme> = { method: 'PUT', path: '/customer-admin/theme' };
export const setMaintenance: ApiCall<typeof r.setMaintenance> = { method: 'PUT', path: '/system/maintenance' };
export const tenantLogo: ApiCall<typeof r.tenantLogo> = { method: 'GET', path: '/tenant-assets/logo' };
export const uploadLogo: ApiCall<typeof r.uploadLogo> = { method: 'POST', path: '/customer-admin/logo' };
