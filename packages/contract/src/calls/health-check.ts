import type * as r from '../routes/health-check.ts';
import type { ApiCall } from './api-call.ts';

export const getHealthCheck: ApiCall<typeof r.getHealthCheck> = { method: 'GET', path: '/admin/health' };
