import { createLocalLearning, LL_END, LL_START } from '../support/factories/local-learning.ts';
import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the local learning routes for route-contract.test.ts. The rule is 'signed in'
 * (the submitter may edit their own Draft without a code); each record is then checked by the
 * local learning policy, so the learner, who holds no local learning code, is the denied caller
 * (403). Until prepareLocalLearningIds runs, the ids name none: the allowed caller gets 404.
 */
const NONE = 2_147_483_003;
export const llIds = { draft: NONE, toSubmit: NONE };

const staff = (req: () => Req): Sample => ({ rule: 'signed in', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const signedIn = (req: () => Req): Sample => ({ rule: 'signed in', allowed: { as: 'admin', req } });

export const LOCAL_LEARNING_SAMPLES: RouteSamples = {
  createLocalLearning: answering(201, {
    rule: 'permission',
    allowed: {
      as: 'admin',
      req: () => ({ path: '/api/locallearning', body: { title: 'Sampled local learning', start: LL_START, end: LL_END } }),
    },
    denied: { as: 'learner', req: () => ({ path: '/api/locallearning', body: { title: 'Refused', start: LL_START, end: LL_END } }) },
  }),
  getLocalLearning: staff(() => ({ path: `/api/locallearning/${llIds.draft}` })),
  updateLocalLearning: staff(() => ({
    path: `/api/locallearning/${llIds.draft}`,
    body: { title: 'Sampled title', start: LL_START, end: LL_END, focus_code: 'FC-1' },
  })),
  localLearningWorkflow: staff(() => ({
    path: `/api/locallearning/workflow/${llIds.toSubmit}`,
    body: { action: 'submit', comment: 'Sampled' },
  })),
  // Visibility is per row: the learner, with no code, sees only what they created (nothing).
  searchLocalLearning: signedIn(() => ({
    path: '/api/locallearning/search',
    body: { search_text: 'Sampled', status: 'Draft', date_from: '2020-01-01', sort: 'title', limit: 10 },
  })),
  exportLocalLearning: signedIn(() => ({ path: '/api/locallearning/export?status=Draft&sort=updated' })),
};

/** Local learnings of the demo tenant the samples name (route-contract.test.ts calls this in its beforeAll). */
export async function prepareLocalLearningIds(server: TestServer): Promise<void> {
  const call = as(server, await server.login('admin'));
  llIds.draft = (await createLocalLearning(call, { title: 'Sampled draft' })).id;
  llIds.toSubmit = (await createLocalLearning(call, { title: 'Sampled to submit' })).id;
}
