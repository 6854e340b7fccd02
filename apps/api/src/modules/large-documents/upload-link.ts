import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints, UPLOAD_PART_BYTES, type UploadPart } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { invalid } from '../../platform/errors.ts';
import { objectStoreOf } from '../../platform/object-store.ts';
import type { RateLimit } from '../../platform/rate-limit.ts';
import { defineRoute } from '../../platform/route.ts';
import { storedContentType } from '../../shared/documents/content-types.ts';
import { checkTarget } from './document-targets.ts';
import { assertUploadQuota } from './upload-quotas.ts';
import { maxDocumentBytes, PART_URL_TTL_SECONDS, partToken } from './upload-rows.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;

/** A file name, not a path: no separators, no control characters, not '.' or '..'. */
export function requireSafeFilename(name: string): string {
  if (UNSAFE_NAME.test(name) || name === '.' || name === '..')
    throw invalid('body.filename', 'A file name without slashes or control characters.');
  return name;
}

/** YYYYMMDDTHHMMSSZ, the instant SigV4 signs with. */
const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Per address, per minute: each link opens a file of over 10 MB; an office behind one address
 * still opens one every two seconds. What one person may hold open is their quota's (ADR 0057).
 */
export const UPLOAD_LINK_RATE_LIMIT: RateLimit = { bucket: 'upload-link', max: 30, windowSeconds: 60 };

/**
 * POST /docs/upload-link: a file over 10,000,000 bytes is sent in parts.
 * Asks what the record's own upload asks (document-targets.ts), and the firm's size limit,
 * then opens the upload (document_uploads) and answers each part's signed PUT URL: ours for
 * the local store, the bucket's presigned UploadPart URL when S3 is configured. The person's
 * and the firm's upload quotas are checked before anything is opened (upload-quotas.ts).
 */
export const createUploadLink = defineRoute(endpoints.createUploadLink, {
  summary: 'Start an upload in parts (files over 10,000,000 bytes): the signed URL of each 5,242,880-byte part',
  tags: ['documents'],
  // Who may add the document depends on the record: checked in the handler, as its own upload does.
  auth: allow.signedIn(),
  rateLimit: UPLOAD_LINK_RATE_LIMIT,
  async handler({ body, tx, me, now, tenant, services }) {
    const session = me();
    const filename = requireSafeFilename(body.filename);
    const resolved = await checkTarget(tx, session, body);
    const max = await maxDocumentBytes(tx);
    const maxParts = Math.ceil(max / UPLOAD_PART_BYTES);
    if (body.numOfParts > maxParts)
      throw invalid(
        'body.numOfParts',
        `The file is larger than this firm's limit of ${max.toLocaleString('en-US')} bytes (at most ${maxParts} parts).`,
      );
    await assertUploadQuota(tx, tenant.id, session.personId, body.numOfParts, services.config.uploadQuotas);
    const uploadId = randomUUID();
    const key = `${tenant.id}/${now.getUTCFullYear()}/${uploadId}`;
    const contentType = storedContentType(body.content_type);
    const store = objectStoreOf(services.config);
    const s3UploadId = store ? await store.createMultipartUpload(key, contentType) : null;
    const row = { upload_id: uploadId, token_secret: randomBytes(32).toString('hex') };
    await tx.query(
      `INSERT INTO document_uploads (upload_id, store, storage_key, s3_upload_id, token_secret, learning_object_type_id, learning_object_id,
                                     person_id, attachment_type_id, filename, content_type, parts, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        uploadId,
        store ? 's3' : 'local',
        key,
        s3UploadId,
        row.token_secret,
        resolved.objectTypeId,
        resolved.objectTypeId === null ? null : resolved.recordId,
        resolved.personId,
        body.attachment_type_id,
        filename,
        contentType,
        body.numOfParts,
        session.personId,
        now,
      ],
    );
    const parts: UploadPart[] = [];
    for (let partNum = 1; partNum <= body.numOfParts; partNum++) {
      const uploadURL =
        store && s3UploadId
          ? await store.presignUploadPart(key, s3UploadId, partNum, PART_URL_TTL_SECONDS, amzDate(now))
          : `/api/docs/parts/${uploadId}/${partNum}?token=${partToken(row, partNum, now)}`;
      parts.push({ uploadURL, partNum, filepath: key, uploadId });
    }
    return parts;
  },
});
