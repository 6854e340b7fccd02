import { okBody, route } from '../../platform/index.ts';
import { registerBody, updatePasswordBody, updateUserBody, updateUserParams, updateUserResponse } from '../schemas/external-users.ts';

export const register = route({ method: 'POST', path: '/external-user/register', body: registerBody, response: okBody });
export const updatePassword = route({ method: 'PUT', path: '/external-user/update-password', body: updatePasswordBody, response: okBody });
export const updateUser = route({
  method: 'PUT',
  path: '/external-user/update/:personId',
  params: updateUserParams,
  body: updateUserBody,
  response: updateUserResponse,
});
