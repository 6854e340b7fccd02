import type * as r from '../routes/lms.ts';
import type { ApiCall } from './api-call.ts';

export const statusByLoid: ApiCall<typeof r.statusByLoid> = { method: 'POST', path: '/external-requests/status-by-loid' };
export const statusByType: ApiCall<typeof r.statusByType> = { method: 'POST', path: '/external-requests/status-by-type' };
