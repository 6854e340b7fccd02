/** Cornerstone (CSOD) submissions (ADR 0024). */

import { route } from '../../platform/index.ts';
import { csodSubmitParams, csodSubmitResponse } from '../schemas/csod.ts';

/** No body: the local learning is read from our records. */
export const submitLocalLearningToCsod = route({
  method: 'POST',
  path: '/csod/submit-local-learning/:id',
  params: csodSubmitParams,
  response: csodSubmitResponse,
});
