import type * as r from '../routes/persons.ts';
import type { ApiCall } from './api-call.ts';

export const getPerson: ApiCall<typeof r.getPerson> = { method: 'GET', path: '/person/:userId' };
export const getProfile: ApiCall<typeof r.getProfile> = { method: 'GET', path: '/person/profile/:personId' };
export const searchPersons: ApiCall<typeof r.searchPersons> = { method: 'GET', path: '/persons/search' };
