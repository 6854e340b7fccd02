import type { DocumentRow } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../auth/sessions.ts';
import type { LearningObjectType } from './object-type.ts';

/** The record's live documents, newest first, and the attachment types its type may have. */
export async function listObjectDocuments(tx: Queryable, type: LearningObjectType, id: number, session: Session) {
  await type.require(tx, id, session, 'see');
  const types = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM attachment_types WHERE learning_object_type_id = $1 ORDER BY id',
    [type.id],
  );
  const docs = await tx.query<DocumentRow>(
    `SELECT d.id, d.doc_name, d.attachment_type_id, t.name AS attachment_type, d.content_type, d.size_bytes::int AS size_bytes,
            ${personNameSql('p')} AS created_by_name, ${isoSql('d.created_at')} AS created_at
       FROM documents d JOIN attachment_types t ON t.id = d.attachment_type_id JOIN persons p ON p.id = d.created_by
      WHERE d.learning_object_type_id = $1 AND d.learning_object_id = $2 AND d.removed_at IS NULL
      ORDER BY d.created_at DESC, d.id DESC`,
    [type.id, id],
  );
  return { attachmentTypes: types.rows, documents: docs.rows };
}
