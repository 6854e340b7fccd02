/** Role administration (/roles and /permissions, ADR 0030). */
import { okBody, route } from '../../platform/index.ts';
import {
  assignRoleBody,
  createRoleResponse,
  roleCodeParams,
  roleHoldersResponse,
  roleNameBody,
  rolePersonParams,
  roleRecordParams,
} from '../schemas/roles.ts';

export const createRole = route({ method: 'POST', path: '/roles', body: roleNameBody, response: createRoleResponse, successStatus: 201 });
export const renameRole = route({ method: 'PUT', path: '/roles/:id', params: roleRecordParams, body: roleNameBody, response: okBody });
export const deleteRole = route({ method: 'DELETE', path: '/roles/:id', params: roleRecordParams, response: okBody });
export const grantRolePermission = route({
  method: 'PUT',
  path: '/roles/:id/permissions/:code',
  params: roleCodeParams,
  response: okBody,
});
export const revokeRolePermission = route({
  method: 'DELETE',
  path: '/roles/:id/permissions/:code',
  params: roleCodeParams,
  response: okBody,
});
export const listRoleHolders = route({ method: 'GET', path: '/roles/:id/people', params: roleRecordParams, response: roleHoldersResponse });
export const assignRole = route({
  method: 'POST',
  path: '/roles/:id/people',
  params: roleRecordParams,
  body: assignRoleBody,
  response: okBody,
});
export const unassignRole = route({
  method: 'DELETE',
  path: '/roles/:id/people/:personId',
  params: rolePersonParams,
  response: okBody,
});
