// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as csodRoutes from './routes/csod.ts';
import type * as lmsRoutes from './routes/lms.ts';

export const statusByLoid: ApiCall<typeof lmsRoutes.statusByLoid> = { method: 'POST', path: '/external-requests/status-by-loid' };
export const statusByType: ApiCall<typeof lmsRoutes.statusByType> = { method: 'POST', path: '/external-requests/status-by-type' };
export const submitLocalLearningToCsod: ApiCall<typeof csodRoutes.submitLocalLearningToCsod> = {
  method: 'POST',
  path: '/csod/submit-local-learning/:id',
};
