import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { COURSE_OBJECT_TYPE, touchCourse } from '../../shared/course-access.ts';
import { learningObjectType } from '../learning-objects/index.ts';
import { loadDocument } from './document-files.ts';

export const removeDocument = defineRoute(endpoints.removeDocument, {
  summary: 'Remove a document from its record (kept, marked removed); the record’s type decides who may',
  tags: ['documents'],
  // Any signed-in caller: a learner removes their affidavit's documents. loadDocument asks the
  // document's type (the learning-object layer), which answers 404 or 403 for anyone else.
  auth: allow.signedIn(),
  async handler({ params, tx, me, now }) {
    const doc = await loadDocument(tx, params.docId, me(), 'edit');
    await tx.query('UPDATE documents SET removed_at = $2, removed_by = $3 WHERE id = $1', [doc.id, now, me().personId]);
    if (doc.learning_object_type_id === COURSE_OBJECT_TYPE && doc.learning_object_id !== null)
      await touchCourse(tx, doc.learning_object_id, me().personId, now);
    else if (doc.learning_object_type_id !== null && doc.learning_object_id !== null)
      await learningObjectType(doc.learning_object_type_id)?.touch(tx, doc.learning_object_id, me().personId, now);
    return { message: 'Document removed' };
  },
});
