import type { DocumentRow } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { Upload } from '../../platform/uploads.ts';
import { storeUpload } from '../../shared/documents/storage.ts';
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

/** Where an upload goes and who sends it. */
export interface UploadContext {
  session: Session;
  now: Date;
  storageDir: string;
  tenantId: number;
}

/**
 * Stores an uploaded file as a document of the record (the caller has checked that it may
 * edit the record and that the attachment type is the record type's) and marks the record
 * changed. Returns the new document's id.
 */
export async function storeObjectDocument(
  tx: Queryable,
  type: LearningObjectType,
  id: number,
  attachmentTypeId: number,
  upload: Upload,
  ctx: UploadContext,
): Promise<number> {
  const stored = await storeUpload(ctx.storageDir, ctx.tenantId, upload, ctx.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO documents (learning_object_type_id, learning_object_id, attachment_type_id, doc_name, content_type, size_bytes, sha256, storage_key, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      type.id,
      id,
      attachmentTypeId,
      upload.filename,
      stored.contentType,
      upload.size,
      stored.sha256,
      stored.key,
      ctx.session.personId,
      ctx.now,
    ],
  );
  await type.touch(tx, id, ctx.session.personId, ctx.now);
  return (rows[0] as { id: number }).id;
}
