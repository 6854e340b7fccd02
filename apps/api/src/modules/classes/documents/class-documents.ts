import { endpoints } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { Upload } from '../../../platform/uploads.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { listObjectDocuments, storeObjectDocument, type UploadContext } from '../../learning-objects/index.ts';
import { classObjectType } from '../core/class-object-type.ts';
import { requireClassAction } from '../details/require-class-action.ts';

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
  ctx: UploadContext,
  classId: number,
  typeId: number,
  upload: Upload,
): Promise<number> {
  const cls = await requireClassAction(tx, classId, ctx.session, 'edit');
  return storeObjectDocument(tx, classObjectType, cls.id, typeId, upload, ctx);
}
