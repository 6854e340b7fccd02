import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { addDocumentComment, anyObjectAccess } from '../learning-objects/index.ts';

export const updateDocumentComments = defineRoute(endpoints.updateDocumentComments, {
  summary: "Adds a comment to a learning object's document and answers its comments (audited)",
  tags: ['documents'],
  auth: anyObjectAccess(),
  async handler({ body, tx, me, now }) {
    return addDocumentComment(tx, body, { session: me(), now });
  },
});
