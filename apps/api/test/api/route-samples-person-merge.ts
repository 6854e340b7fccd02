import { insertMergePerson } from '../support/factories/person-merge.ts';
import type { TestServer } from '../support/test-server.ts';
import type { Req, RouteSamples } from './route-sample-kit.ts';

/**
 * The merge route's sample for route-contract.test.ts: the admin previews the merge of two people
 * made for it (a preview writes none of their records); a Learner lacks HPT023 and ADM008.
 */
const NONE = 2_147_483_004;
export const mergeIds = { survivor: NONE, victim: NONE };

const preview = (): Req => ({
  path: '/api/person/merge',
  body: { survivorId: mergeIds.survivor, victimId: mergeIds.victim, getSummary: true },
});

export const PERSON_MERGE_SAMPLES: RouteSamples = {
  mergePersons: { rule: 'permission', allowed: { as: 'admin', req: preview }, denied: { as: 'learner', req: preview } },
};

export async function preparePersonMergeIds(server: TestServer): Promise<void> {
  mergeIds.survivor = await insertMergePerson(server, { username: 'sampled.survivor' });
  mergeIds.victim = await insertMergePerson(server, {
    username: 'sampled.victim',
    emails: [{ address: 'sampled.victim@example.com', primary: true }],
  });
}
