import { personMergeBody, personMergeResponse } from '../api/person-merge.ts';
import { route } from './route.ts';

/** POST person/merge; ADM008 (ADR 0033). */
export const mergePersons = route({ method: 'POST', path: '/person/merge', body: personMergeBody, response: personMergeResponse });
