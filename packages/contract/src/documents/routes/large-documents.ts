import { route } from '../../platform/index.ts';
import { uploadDocumentResponse } from '../schemas/documents.ts';
import {
  completeUploadBody,
  partParams,
  partQuery,
  partUploadResponse,
  uploadLinkBody,
  uploadLinkResponse,
} from '../schemas/large-documents.ts';

/** Upload rule: a file over 10,000,000 bytes goes in parts (ADR 0040). */
export const createUploadLink = route({ method: 'POST', path: '/docs/upload-link', body: uploadLinkBody, response: uploadLinkResponse });
/** The local store's part upload (raw application/octet-stream body); with S3 the parts go to the bucket instead. */
export const uploadDocumentPart = route({
  method: 'PUT',
  path: '/docs/parts/:uploadId/:partNum',
  params: partParams,
  query: partQuery,
  response: partUploadResponse,
});
export const completeLargeUpload = route({
  method: 'POST',
  path: '/docs/large',
  body: completeUploadBody,
  response: uploadDocumentResponse,
  successStatus: 201,
});
