import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { anyObjectAccess, documentComments } from '../learning-objects/index.ts';

export const getDocumentComments = defineRoute(endpoints.getDocumentComments, {
  summary: "The comments on a learning object's document, oldest first (404 unless the caller may see its record)",
  tags: ['documents'],
  auth: anyObjectAccess(),
  async handler({ body, tx, me }) {
    return documentComments(tx, body.documentId, me());
  },
});
