// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as documentsRoutes from './routes/documents.ts';
import type * as largeDocumentsRoutes from './routes/large-documents.ts';

export const completeLargeUpload: ApiCall<typeof largeDocumentsRoutes.completeLargeUpload> = { method: 'POST', path: '/docs/large' };
export const createUploadLink: ApiCall<typeof largeDocumentsRoutes.createUploadLink> = { method: 'POST', path: '/docs/upload-link' };
export const downloadDocument: ApiCall<typeof documentsRoutes.downloadDocument> = { method: 'GET', path: '/docs/download/:docId' };
export const getDocumentComments: ApiCall<typeof documentsRoutes.getDocumentComments> = { method: 'POST', path: '/docs/getComments' };
export const listCourseDocuments: ApiCall<typeof documentsRoutes.listCourseDocuments> = { method: 'GET', path: '/docs/course/:id' };
export const listPersonDocuments: ApiCall<typeof documentsRoutes.listPersonDocuments> = { method: 'GET', path: '/docs/person/:personId' };
export const removeDocument: ApiCall<typeof documentsRoutes.removeDocument> = { method: 'PUT', path: '/docs/remove/:docId' };
export const updateDocumentComments: ApiCall<typeof documentsRoutes.updateDocumentComments> = {
  method: 'PUT',
  path: '/docs/updateComments',
};
export const uploadCourseDocument: ApiCall<typeof documentsRoutes.uploadCourseDocument> = { method: 'POST', path: '/docs/course/:id' };
export const uploadDocument: ApiCall<typeof documentsRoutes.uploadDocument> = { method: 'POST', path: '/docs/class' };
export const uploadDocumentPart: ApiCall<typeof largeDocumentsRoutes.uploadDocumentPart> = {
  method: 'PUT',
  path: '/docs/parts/:uploadId/:partNum',
};
