import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type CompleteUploadBody, endpoints, MESSAGES } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { type ObjectStore, objectStoreOf, S3_KEY_PREFIX } from '../../platform/object-store.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { Upload } from '../../platform/uploads.ts';
import { storedPath } from '../../shared/documents/storage.ts';
import { checkTarget } from './document-targets.ts';
import { assembleParts, orderEtags, partsDir } from './part-store.ts';
import { loadUpload, maxDocumentBytes, type UploadRow } from './upload-rows.ts';

/** The completion names the upload its link opened: same record, type and file, or a 400 naming what differs. */
function requireSameUpload(row: UploadRow, body: CompleteUploadBody, session: Session): void {
  // Only its uploader completes an upload; to anyone else it does not exist.
  if (row.created_by !== session.personId) throw notFound('Upload not found');
  if (row.completed_at) throw conflict('This upload was completed already.');
  const differs: [string, unknown, unknown][] = [
    ['attachment_type_id', body.attachment_type_id, row.attachment_type_id],
    ['filename', body.filename, row.filename],
    ['learning_object_type_id', body.learning_object_type_id ?? null, row.learning_object_type_id],
    ['learning_object_id', body.learning_object_id ?? null, row.learning_object_id],
    ['in_people_id', body.in_people_id ?? null, row.person_id],
    ['cloudFilepath', body.cloudFilepath, row.storage_key],
  ];
  for (const [field, sent, opened] of differs)
    if (sent !== opened) throw invalid(`body.${field}`, 'Send the value the upload link was asked with.');
}

/** S3: the bucket joins the parts (checking their etags); the checksum is read back from the object once. */
async function completeInBucket(store: ObjectStore, row: UploadRow, etags: { etag: string }[], maxBytes: number) {
  await store.completeMultipartUpload(
    row.storage_key,
    row.s3_upload_id as string,
    etags.map((e, i) => ({ partNum: i + 1, etag: e.etag })),
  );
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of await store.getObject(row.storage_key)) {
    size += chunk.length;
    hash.update(chunk);
  }
  if (size > maxBytes)
    throw invalid('body.uploadId', `The file is larger than this firm's limit of ${maxBytes.toLocaleString('en-US')} bytes.`);
  return { size, key: `${S3_KEY_PREFIX}${row.storage_key}`, sha256: hash.digest('hex') };
}

/**
 * POST /docs/large: joins the parts of an upload into one file, checking
 * each against the etag its PUT answered, and records it as a document of the record exactly
 * as the record's own upload does (document-targets.ts), so the same lists and downloads serve it.
 */
export const completeLargeUpload = defineRoute(endpoints.completeLargeUpload, {
  summary: 'Complete an upload in parts: checks every part against its etag, joins them and records the document',
  tags: ['documents'],
  auth: allow.signedIn(),
  async handler({ body, tx, me, now, req, tenant, services }) {
    const session = me();
    const row = await loadUpload(tx, body.uploadId, true);
    requireSameUpload(row, body, session);
    const resolved = await checkTarget(tx, session, body);
    const etags = orderEtags(body.etags, row.parts);
    const maxBytes = await maxDocumentBytes(tx);
    const store = objectStoreOf(services.config);
    const dir = partsDir(services.config.storageDir, tenant.id, row.upload_id);
    let stored: { size: number; key: string; sha256: string };
    let upload: Upload;
    if (row.store === 's3') {
      if (!store) throw new Error('An upload was opened in the object store, which is no longer configured');
      stored = await completeInBucket(store, row, etags, maxBytes);
      upload = { tempPath: '', filename: row.filename, mimetype: row.content_type, size: stored.size, fields: {}, preStored: stored };
    } else {
      const target = storedPath(services.config.storageDir, row.storage_key);
      const joined = await assembleParts(dir, etags, maxBytes, target);
      stored = { ...joined, key: row.storage_key };
      // The route layer removes the file again if the document's transaction does not commit.
      upload = {
        tempPath: target,
        filename: row.filename,
        mimetype: row.content_type,
        size: joined.size,
        fields: {},
        storedPath: target,
        preStored: stored,
      };
      req.upload = upload;
    }
    const context = { session, now, storageDir: services.config.storageDir, tenantId: tenant.id };
    const id = await resolved.target.store(tx, context, resolved.recordId, row.attachment_type_id, upload);
    await tx.query('UPDATE document_uploads SET completed_at = $2, document_id = $3 WHERE id = $1', [row.id, now, id]);
    // The parts are no longer needed (the cleanup job removes what a failure here leaves).
    await rm(dir, { recursive: true, force: true });
    return { id, message: MESSAGES.documentUploaded };
  },
});
