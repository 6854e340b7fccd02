/** User administration search and its CSV export (/user-administration; ADR 0028). */
import { csvText } from '../api/common.ts';
import { userSearchBody, userSearchFilters, userSearchResponse } from '../api/user-administration.ts';
import { route } from './route.ts';

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
