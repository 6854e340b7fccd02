import { route } from '../../platform/index.ts';
import {
  dmEngageBody,
  dmEngageResponse,
  lookupsResponse,
  objectRolesBody,
  objectRolesResponse,
  permissionsResponse,
  refsQuery,
  refsResponse,
  rolesResponse,
  tenantHelpBody,
  tenantHelpResponse,
} from '../schemas/reference.ts';

export const dmEngageTypes = route({ method: 'POST', path: '/ref/dm-engage-types', body: dmEngageBody, response: dmEngageResponse });
export const getRefsByUser = route({ method: 'GET', path: '/sys-config/get-refs-by-user', query: refsQuery, response: refsResponse });
export const listPermissions = route({ method: 'GET', path: '/permissions', response: permissionsResponse });
export const listRoles = route({ method: 'GET', path: '/roles', response: rolesResponse });
export const lookups = route({ method: 'GET', path: '/ref/lookups', response: lookupsResponse });
export const tenantHelp = route({ method: 'POST', path: '/ref/tenant-help', body: tenantHelpBody, response: tenantHelpResponse });
export const tenantObjectRoles = route({
  method: 'POST',
  path: '/sys-config/tenant-object-roles',
  body: objectRolesBody,
  response: objectRolesResponse,
});
