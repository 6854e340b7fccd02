import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { Upload } from '../../platform/uploads.ts';
import type { UploadContext } from '../learning-objects/index.ts';

/**
 * How one record type takes a document, split in two so that an upload in parts (ADR 0040)
 * asks the same question before the first byte and stores exactly as the record's own upload
 * route: `check` refuses who may not add a document of that attachment type to the record
 * (404/403, 409, or 400 naming body.attachment_type_id); `store` writes the document (and
 * whatever the record does on an upload) after `check` passed, and returns its id.
 */
export interface DocumentTarget {
  check(tx: Queryable, session: Session, recordId: number, attachmentTypeId: number): Promise<void>;
  store(tx: Queryable, ctx: UploadContext, recordId: number, attachmentTypeId: number, upload: Upload): Promise<number>;
}

/** The attachment type must be one of the learning object type's; else a 400 naming it. */
export async function requireObjectAttachmentType(tx: Queryable, objectTypeId: number, typeId: number, message: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM attachment_types WHERE id = $1 AND learning_object_type_id = $2', [typeId, objectTypeId]);
  if (rows.length === 0) throw invalid('body.attachment_type_id', message);
}
