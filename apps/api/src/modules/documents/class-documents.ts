import { endpoints } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Upload } from '../../platform/uploads.ts';
import type { Session } from '../auth/sessions.ts';
import { CLASS_OBJECT_TYPE, classAccess, touchClass } from '../classes/core/class-access.ts';
import { classObjectType } from '../classes/core/class-object-type.ts';
import { requireClassAction } from '../classes/details/update-class.ts';
import { listObjectDocuments } from '../learning-objects/object-documents.ts';
import { storeUpload } from './storage.ts';

export const listClassDocuments = defineRoute(endpoints.listClassDocuments, {
  summary: "The class's documentation and the attachment types a class may have (32 Class Documentation)",
  tags: ['documents'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    return listObjectDocuments(tx, classObjectType, params.id, me());
  },
});

/**
 * Stores a class documentation file (POST /docs/class with attachment_type_id 32 and
 * in_class_id): the caller must be able to edit the class. Returns the new document's id.
 */
export async function storeClassDocument(
  tx: Queryable,
  ctx: { session: Session; now: Date; storageDir: string; tenantId: number },
  classId: number,
  typeId: number,
  upload: Upload,
): Promise<number> {
  const cls = await requireClassAction(tx, classId, ctx.session, 'edit');
  const stored = await storeUpload(ctx.storageDir, ctx.tenantId, upload, ctx.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO documents (learning_object_type_id, learning_object_id, attachment_type_id, doc_name, content_type, size_bytes, sha256, storage_key, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      CLASS_OBJECT_TYPE,
      cls.id,
      typeId,
      upload.filename,
      stored.contentType,
      upload.size,
      stored.sha256,
      stored.key,
      ctx.session.personId,
      ctx.now,
    ],
  );
  await touchClass(tx, cls.id, ctx.session.personId, ctx.now);
  return (rows[0] as { id: number }).id;
}
