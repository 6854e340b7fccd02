import { personDocsParams } from '../../documents/index.ts';
import { route } from '../../platform/index.ts';
import { personDocumentsResponse } from '../schemas/person-documents.ts';

/** Every document of a person (biographies and the others), for the Documentation page (ADR 0028). */
export const listAllPersonDocuments = route({
  method: 'GET',
  path: '/docs/person/:personId/all',
  params: personDocsParams,
  response: personDocumentsResponse,
});
