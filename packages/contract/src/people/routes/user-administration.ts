/** User administration search and its CSV export (/user-administration; ADR 0028). */
import { csvText, route } from '../../platform/index.ts';
import { userSearchBody, userSearchFilters, userSearchResponse } from '../schemas/user-administration.ts';

export const searchUsers = route({
  method: 'POST',
  path: '/user-administration/search',
  body: userSearchBody,
  response: userSearchResponse,
});
export const exportUsers = route({
  method: 'GET',
  path: '/user-administration/export',
  query: userSearchFilters,
  response: csvText,
});
