import type * as r from '../routes/person-documents.ts';
import type { ApiCall } from './api-call.ts';

export const listAllPersonDocuments: ApiCall<typeof r.listAllPersonDocuments> = { method: 'GET', path: '/docs/person/:personId/all' };
