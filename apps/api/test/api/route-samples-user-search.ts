import { ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the user administration search and export for route-contract.test.ts: HPT023 with
 * an ADM code (the admin holds every code); a Learner holds neither and is refused.
 */
const userAdmin = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });

export const USER_SEARCH_SAMPLES: RouteSamples = {
  searchUsers: userAdmin(() => ({
    path: '/api/user-administration/search',
    body: { q: 'lea', type: 'both', limit: 10 },
  })),
  exportUsers: userAdmin(() => ({ path: '/api/user-administration/export?q=lea&type=internal' })),
};

/** The Documentation page's list: the person themself or their administrator (the learner is refused another's). */
export const PERSON_DOCUMENT_SAMPLES: RouteSamples = {
  listAllPersonDocuments: {
    rule: 'owner',
    allowed: { as: 'admin', req: () => ({ path: `/api/docs/person/${ids.learner}/all` }) },
    denied: { as: 'learner', req: () => ({ path: `/api/docs/person/${ids.admin}/all` }) },
  },
};
