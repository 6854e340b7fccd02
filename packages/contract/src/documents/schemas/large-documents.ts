import { z } from 'zod';
import { idParam } from '../../platform/index.ts';

/** Upload rule: a file of more than 10,000,000 bytes is uploaded in parts… */
export const MULTIPART_THRESHOLD_BYTES = 10_000_000;
/** …of 5,242,880 bytes each (the last one may be smaller). */
export const UPLOAD_PART_BYTES = 5_242_880;
/** The largest document a firm accepts unless its setting `maxDocumentBytes` says otherwise: 2 GiB. */
export const DEFAULT_MAX_DOCUMENT_BYTES = 2_147_483_648;
/** S3 allows at most 10,000 parts; so do we (≈ 52 GB at 5 MiB). */
export const MAX_UPLOAD_PARTS = 10_000;

/** A file over the threshold goes in parts; one of the threshold or less in one request (POST /docs/class and kin). */
export const usesPartUpload = (size: number): boolean => size > MULTIPART_THRESHOLD_BYTES;

/** How many parts a file of `size` bytes has. */
export const partCount = (size: number): number => Math.max(1, Math.ceil(size / UPLOAD_PART_BYTES));

/** Bytes [start, end) of part `partNum` (1-based) of a file of `size` bytes. */
export function partRange(size: number, partNum: number): { start: number; end: number } {
  const start = (partNum - 1) * UPLOAD_PART_BYTES;
  return { start, end: Math.min(size, start + UPLOAD_PART_BYTES) };
}

/**
 * Which record a document belongs to, as POST /docs/class names it: a learning object
 * (1 course and the offerings kept as courses, 3 class, 7 affidavit, 8 external CPE request)
 * by its type and id, or a person (in_people_id) for a person's documents and biographies.
 */
const documentTarget = {
  attachment_type_id: idParam,
  /** The browser sends it; the document's creator is always the signed-in person. */
  in_created_by: idParam.optional(),
  learning_object_type_id: idParam.optional(),
  learning_object_id: idParam.optional(),
  in_people_id: idParam.optional(),
  filename: z.string().trim().min(1, 'Required.').max(255),
  /** The file's MIME type as the browser knows it; kept as a label (content-types.ts). */
  content_type: z.string().max(255).optional(),
};

/** Exactly one record: a learning object (type and id) or a person. */
function oneRecord(value: { learning_object_type_id?: number; learning_object_id?: number; in_people_id?: number }, ctx: z.RefinementCtx) {
  const object = value.learning_object_type_id !== undefined || value.learning_object_id !== undefined;
  if (object && value.in_people_id !== undefined)
    ctx.addIssue({ code: 'custom', path: ['in_people_id'], message: 'Name either a learning object or a person, not both.' });
  else if (object && value.learning_object_type_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['learning_object_type_id'], message: 'Required with learning_object_id.' });
  else if (object && value.learning_object_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['learning_object_id'], message: 'Required with learning_object_type_id.' });
  else if (!object && value.in_people_id === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['learning_object_id'],
      message: 'Name the record: learning_object_type_id and learning_object_id, or in_people_id.',
    });
}

/** POST /docs/upload-link. */
export const uploadLinkBody = z
  .object({ ...documentTarget, numOfParts: z.number().int().min(1).max(MAX_UPLOAD_PARTS) })
  .superRefine(oneRecord);
export type UploadLinkBody = z.infer<typeof uploadLinkBody>;

/** An upload part: where to PUT part `partNum` of upload `uploadId`. */
export const uploadPart = z.object({
  uploadURL: z.string().describe('PUT the part’s bytes here (application/octet-stream); signed, expires'),
  partNum: z.number().int().positive(),
  filepath: z.string().describe('Where the file will be stored; POST /docs/large sends it back as cloudFilepath'),
  uploadId: z.string(),
});
export type UploadPart = z.infer<typeof uploadPart>;
export const uploadLinkResponse = z.array(uploadPart);

/** PUT /docs/parts/{uploadId}/{partNum}?token=…: the local store's part upload, as S3's UploadPart. */
export const partParams = z.object({
  uploadId: z.uuid({ error: 'Expected the uploadId of POST /docs/upload-link' }),
  partNum: z.preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,5}$/.test(value) ? Number(value) : value),
    z.number({ error: 'Expected a part number' }).int().min(1).max(MAX_UPLOAD_PARTS),
  ),
});
export const partQuery = z.object({
  token: z.string().regex(/^[0-9]{1,12}\.[0-9a-f]{64}$/, 'Expected the token of the part’s upload URL'),
});
export const partUploadResponse = z.object({ partNum: z.number().int(), etag: z.string() });

/** The etag the part's PUT answered (its ETag header), per part number. */
export const partEtag = z.object({ partNum: z.number().int().min(1).max(MAX_UPLOAD_PARTS), etag: z.string().min(1).max(200) });

/** POST /docs/large: the same fields as the link, plus where the parts went and their etags. */
export const completeUploadBody = z
  .object({
    ...documentTarget,
    cloudFilepath: z.string().min(1).max(1024),
    uploadId: z.uuid({ error: 'Expected the uploadId of POST /docs/upload-link' }),
    etags: z.array(partEtag).min(1).max(MAX_UPLOAD_PARTS),
  })
  .superRefine(oneRecord);
export type CompleteUploadBody = z.infer<typeof completeUploadBody>;
