import type * as r from '../routes/documents.ts';
import type { ApiCall } from './api-call.ts';

export const downloadDocument: ApiCall<typeof r.downloadDocument> = { method: 'GET', path: '/docs/download/:docId' };
export const getDocumentComments: ApiCall<typeof r.getDocumentComments> = { method: 'POST', path: '/docs/getComments' };
export const listClassDocuments: ApiCall<typeof r.listClassDocuments> = { method: 'GET', path: '/docs/class/:id' };
export const listCourseDocuments: ApiCall<typeof r.listCourseDocuments> = { method: 'GET', path: '/docs/course/:id' };
export const listPersonDocuments: ApiCall<typeof r.listPersonDocuments> = { method: 'GET', path: '/docs/person/:personId' };
export const removeDocument: ApiCall<typeof r.removeDocument> = { method: 'PUT', path: '/docs/remove/:docId' };
export const updateDocumentComments: ApiCall<typeof r.updateDocumentComments> = { method: 'PUT', path: '/docs/updateComments' };
export const uploadCourseDocument: ApiCall<typeof r.uploadCourseDocument> = { method: 'POST', path: '/docs/course/:id' };
export const uploadDocument: ApiCall<typeof r.uploadDocument> = { method: 'POST', path: '/docs/class' };
