/** Versioned NASBA question sets (issue 16 /accadmin/nasbaquestions; ADR 0037). */
import { okBody, route } from '../../platform/index.ts';
import {
  createNasbaSetResponse,
  nasbaSetBody,
  nasbaSetDetail,
  nasbaSetIdParams,
  nasbaSetsResponse,
  publishNasbaVersionBody,
  publishNasbaVersionResponse,
} from '../schemas/nasba-sets.ts';

export const listNasbaSets = route({ method: 'GET', path: '/accadmin/nasba-sets', response: nasbaSetsResponse });
export const createNasbaSet = route({
  method: 'POST',
  path: '/accadmin/nasba-sets',
  body: nasbaSetBody,
  response: createNasbaSetResponse,
  successStatus: 201,
});
export const getNasbaSet = route({ method: 'GET', path: '/accadmin/nasba-sets/:id', params: nasbaSetIdParams, response: nasbaSetDetail });
export const updateNasbaSet = route({
  method: 'PUT',
  path: '/accadmin/nasba-sets/:id',
  params: nasbaSetIdParams,
  body: nasbaSetBody,
  response: okBody,
});
export const publishNasbaVersion = route({
  method: 'POST',
  path: '/accadmin/nasba-sets/:id/versions',
  params: nasbaSetIdParams,
  body: publishNasbaVersionBody,
  response: publishNasbaVersionResponse,
  successStatus: 201,
});
