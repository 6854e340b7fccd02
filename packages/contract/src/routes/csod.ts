/** Cornerstone (CSOD) submissions (ADR 0024). */
import { csodSubmitParams, csodSubmitResponse } from '../api/csod.ts';
import { route } from './route.ts';

/** No body: the local learning is read from our records. */
export const submitLocalLearningToCsod = route({
  method: 'POST',
  path: '/csod/submit-local-learning/:id',
  params: csodSubmitParams,
  response: csodSubmitResponse,
});
