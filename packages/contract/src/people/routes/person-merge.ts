import { route } from '../../platform/index.ts';
import { personMergeBody, personMergeResponse } from '../schemas/person-merge.ts';

/** POST person/merge; ADM008 (ADR 0033). */
export const mergePersons = route({ method: 'POST', path: '/person/merge', body: personMergeBody, response: personMergeResponse });
