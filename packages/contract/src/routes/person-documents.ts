import { personDocsParams } from '../api/documents.ts';
import { personDocumentsResponse } from '../api/person-documents.ts';
import { route } from './route.ts';

/** Every document of a person (biographies and the others), for the Documentation page (ADR 0028). */
export const listAllPersonDocuments = route({
  method: 'GET',
  path: '/docs/person/:personId/all',
  params: personDocsParams,
  response: personDocumentsResponse,
});
