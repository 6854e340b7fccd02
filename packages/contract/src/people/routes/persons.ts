import { route } from '../../platform/index.ts';
import {
  personParams,
  personSearchQuery,
  personSearchResponse,
  profileBody,
  profileParams,
  profileQuery,
  userBody,
} from '../schemas/persons.ts';

export const getPerson = route({ method: 'GET', path: '/person/:userId', params: personParams, response: userBody });
export const getProfile = route({
  method: 'GET',
  path: '/person/profile/:personId',
  params: profileParams,
  query: profileQuery,
  response: profileBody,
});
export const searchPersons = route({ method: 'GET', path: '/persons/search', query: personSearchQuery, response: personSearchResponse });
