import { insertCsodLocalLearning } from '../support/factories/csod-local-learning.ts';
import type { TestServer } from '../support/test-server.ts';
import type { RouteSamples } from './route-sample-kit.ts';

/**
 * Samples of the Cornerstone (CSOD) routes for route-contract.test.ts. Submitting needs LLP063
 * (the admin holds every code; the learner none). The test server has no LMS: the submission is
 * queued (200) and its request later fails with the reason, which is not what is checked here.
 */
export const csodIds = { pendingDelivery: 2_147_483_003 };

export const CSOD_SAMPLES: RouteSamples = {
  submitLocalLearningToCsod: {
    rule: 'permission',
    allowed: { as: 'admin', req: () => ({ path: `/api/csod/submit-local-learning/${csodIds.pendingDelivery}` }) },
    denied: { as: 'learner', req: () => ({ path: `/api/csod/submit-local-learning/${csodIds.pendingDelivery}` }) },
  },
};

/** A local learning in Pending Delivery (route-contract.test.ts calls this in its beforeAll). */
export async function prepareCsodIds(server: TestServer): Promise<void> {
  csodIds.pendingDelivery = (await insertCsodLocalLearning(server, { title: 'Sampled local learning' })).id;
}
