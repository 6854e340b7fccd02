import type * as r from '../routes/large-documents.ts';
import type { ApiCall } from './api-call.ts';

export const completeLargeUpload: ApiCall<typeof r.completeLargeUpload> = { method: 'POST', path: '/docs/large' };
export const createUploadLink: ApiCall<typeof r.createUploadLink> = { method: 'POST', path: '/docs/upload-link' };
export const uploadDocumentPart: ApiCall<typeof r.uploadDocumentPart> = { method: 'PUT', path: '/docs/parts/:uploadId/:partNum' };
