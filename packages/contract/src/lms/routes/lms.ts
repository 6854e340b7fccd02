import { route } from '../../platform/index.ts';
import { loidStatus, statusByLoidBody, statusByTypeBody, statusByTypeResponse } from '../schemas/lms-status.ts';

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
