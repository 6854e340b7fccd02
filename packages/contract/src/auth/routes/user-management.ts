/** User management settings and proxy sessions (/admin/usermanagement, /admin/proxy; ADR 0039). */
import { okBody, route } from '../../platform/index.ts';
import {
  proxySessionsResponse,
  registrationStatusResponse,
  saveUserManagementResponse,
  startProxyBody,
  startProxyResponse,
  userManagementSettings,
  userManagementSettingsResponse,
} from '../schemas/user-management.ts';

export const getUserManagement = route({ method: 'GET', path: '/admin/usermanagement', response: userManagementSettingsResponse });
export const saveUserManagement = route({
  method: 'PUT',
  path: '/admin/usermanagement',
  body: userManagementSettings,
  response: saveUserManagementResponse,
});
export const registrationStatus = route({ method: 'GET', path: '/external-user/registration', response: registrationStatusResponse });
export const startProxy = route({
  method: 'POST',
  path: '/admin/proxy',
  body: startProxyBody,
  response: startProxyResponse,
  successStatus: 201,
});
export const stopProxy = route({ method: 'POST', path: '/admin/proxy/stop', response: okBody });
export const listProxySessions = route({ method: 'GET', path: '/admin/proxy/sessions', response: proxySessionsResponse });
