// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as authRoutes from './routes/auth.ts';
import type * as externalUsersRoutes from './routes/external-users.ts';
import type * as userManagementRoutes from './routes/user-management.ts';

export const forgotPassword: ApiCall<typeof authRoutes.forgotPassword> = { method: 'POST', path: '/auth/forgot-password' };
export const getUserManagement: ApiCall<typeof userManagementRoutes.getUserManagement> = { method: 'GET', path: '/admin/usermanagement' };
export const linkLogin: ApiCall<typeof authRoutes.linkLogin> = { method: 'POST', path: '/auth/link' };
export const listProxySessions: ApiCall<typeof userManagementRoutes.listProxySessions> = { method: 'GET', path: '/admin/proxy/sessions' };
export const login: ApiCall<typeof authRoutes.login> = { method: 'POST', path: '/auth/login' };
export const logout: ApiCall<typeof authRoutes.logout> = { method: 'POST', path: '/auth/logout' };
export const register: ApiCall<typeof externalUsersRoutes.register> = { method: 'POST', path: '/external-user/register' };
export const registrationStatus: ApiCall<typeof userManagementRoutes.registrationStatus> = {
  method: 'GET',
  path: '/external-user/registration',
};
export const saveUserManagement: ApiCall<typeof userManagementRoutes.saveUserManagement> = { method: 'PUT', path: '/admin/usermanagement' };
export const startProxy: ApiCall<typeof userManagementRoutes.startProxy> = { method: 'POST', path: '/admin/proxy' };
export const stopProxy: ApiCall<typeof userManagementRoutes.stopProxy> = { method: 'POST', path: '/admin/proxy/stop' };
export const updatePassword: ApiCall<typeof externalUsersRoutes.updatePassword> = { method: 'PUT', path: '/external-user/update-password' };
export const updateUser: ApiCall<typeof externalUsersRoutes.updateUser> = { method: 'PUT', path: '/external-user/update/:personId' };
export const validToken: ApiCall<typeof authRoutes.validToken> = { method: 'POST', path: '/auth/validToken' };
