import { loidStatus, statusByLoidBody, statusByTypeBody, statusByTypeResponse } from '../api/lms-status.ts';
import { route } from './route.ts';

export const statusByLoid = route({
  method: 'POST',
  path: '/external-requests/status-by-loid',
  body: statusByLoidBody,
  response: loidStatus,
});
export const statusByType = route({
  method: 'POST',
  path: '/external-requests/status-by-type',
  body: statusByTypeBody,
  response: statusByTypeResponse,
});
