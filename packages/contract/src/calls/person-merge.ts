import type * as r from '../routes/person-merge.ts';
import type { ApiCall } from './api-call.ts';

export const mergePersons: ApiCall<typeof r.mergePersons> = { method: 'POST', path: '/person/merge' };
