import type * as r from '../routes/csod.ts';
import type { ApiCall } from './api-call.ts';

export const submitLocalLearningToCsod: ApiCall<typeof r.submitLocalLearningToCsod> = {
  method: 'POST',
  path: '/csod/submit-local-learning/:id',
};
