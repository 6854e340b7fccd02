import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { classAccess } from '../classes/core/class-access.ts';
import { COURSE_OBJECT_TYPE, touchCourse } from '../courses/course-access.ts';
import { loadDocument } from './document-files.ts';

export const removeDocument = defineRoute(endpoints.removeDocument, {
  summary: 'Remove a document from its course (kept, marked removed)',
  tags: ['documents'],
  auth: classAccess(),
  async handler({ params, tx, me, now }) {
    const doc = await loadDocument(tx, params.docId, me(), 'edit');
    await tx.query('UPDATE documents SET removed_at = $2, removed_by = $3 WHERE id = $1', [doc.id, now, me().personId]);
    if (doc.learning_object_type_id === COURSE_OBJECT_TYPE && doc.learning_object_id !== null)
      await touchCourse(tx, doc.learning_object_id, me().personId, now);
    return { message: 'Document removed' };
  },
});
