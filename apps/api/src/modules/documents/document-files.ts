import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';
import type { Session } from '../auth/sessions.ts';
import { CLASS_OBJECT_TYPE, loadClass, requireClass } from '../classes/core/class-access.ts';
import { COURSE_OBJECT_TYPE, loadCourse, requireCourse } from '../courses/course-access.ts';
import { requirePersonAccess } from './biography.ts';

interface DocRow {
  id: number;
  learning_object_type_id: number | null;
  learning_object_id: number | null;
  person_id: number | null;
  doc_name: string;
  content_type: string;
  /** None for a biography's INVALID marker. */
  storage_key: string | null;
}

/**
 * A live document the caller may see (or change): a course's, by the course's abilities;
 * a person's (biography), by the person themself or their administrator. Else 404 / 403.
 */
export async function loadDocument(tx: Queryable, docId: number, session: Session, ability: 'view' | 'edit'): Promise<DocRow> {
  const { rows } = await tx.query<DocRow>(
    `SELECT id, learning_object_type_id, learning_object_id, person_id, doc_name, content_type, storage_key
       FROM documents WHERE id = $1 AND removed_at IS NULL`,
    [docId],
  );
  const doc = rows[0];
  if (!doc) throw notFound('Document not found');
  if (doc.learning_object_type_id === COURSE_OBJECT_TYPE && doc.learning_object_id !== null) {
    if (ability === 'edit') await requireCourse(tx, doc.learning_object_id, session, 'edit');
    else await loadCourse(tx, doc.learning_object_id, session);
  } else if (doc.learning_object_type_id === CLASS_OBJECT_TYPE && doc.learning_object_id !== null) {
    if (ability === 'edit') await requireClass(tx, doc.learning_object_id, session, 'edit');
    else await loadClass(tx, doc.learning_object_id, session);
  } else if (doc.person_id !== null && doc.learning_object_type_id === null) {
    await requirePersonAccess(tx, doc.person_id, session);
  } else throw notFound('Document not found');
  return doc;
}
