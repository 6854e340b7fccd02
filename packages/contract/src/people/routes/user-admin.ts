import { route } from '../../platform/index.ts';
import { userBody } from '../schemas/persons.ts';
import {
  addUserBody,
  importBody,
  importResponse,
  pendingQuery,
  pendingResponse,
  resendParams,
  resendResponse,
} from '../schemas/user-admin.ts';

/** Adding people, pending registrations and the CSV import (ADR 0029; the spec does not show these calls). */
export const addUser = route({
  method: 'POST',
  path: '/user-administration/users',
  body: addUserBody,
  response: userBody,
  successStatus: 201,
});
export const listPendingRegistrations = route({
  method: 'GET',
  path: '/user-administration/pending',
  query: pendingQuery,
  response: pendingResponse,
});
export const resendRegistration = route({
  method: 'POST',
  path: '/user-administration/pending/:personId/resend',
  params: resendParams,
  response: resendResponse,
});
export const importUsers = route({
  method: 'POST',
  path: '/user-administration/import',
  body: importBody,
  response: importResponse,
});
