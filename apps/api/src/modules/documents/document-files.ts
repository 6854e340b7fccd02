import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { learningObjectType } from '../learning-objects/index.ts';
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
 * A live document the caller may see (or change): a learning object's, by its type's policy;
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
  const type = doc.learning_object_type_id === null ? undefined : learningObjectType(doc.learning_object_type_id);
  if (type && doc.learning_object_id !== null) await type.require(tx, doc.learning_object_id, session, ability === 'edit' ? 'edit' : 'see');
  else if (doc.person_id !== null && doc.learning_object_type_id === null) await requirePersonAccess(tx, doc.person_id, session);
  else throw notFound('Document not found');
  return doc;
}
