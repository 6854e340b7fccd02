import { courseDocumentsResponse } from '../../documents/index.ts';
import { route } from '../../platform/index.ts';
import { classIdParams } from '../schemas/classes.ts';

/** A class's documents: served with the documents, addressed by the class. */
export const listClassDocuments = route({
  method: 'GET',
  path: '/docs/class/:id',
  params: classIdParams,
  response: courseDocumentsResponse,
});
