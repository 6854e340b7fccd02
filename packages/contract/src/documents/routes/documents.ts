import { courseIdParams } from '../../course/index.ts';
import { fileDownload, okBody, route } from '../../platform/index.ts';
import {
  addDocumentCommentBody,
  biographyListResponse,
  courseDocumentsResponse,
  docIdParams,
  documentCommentsBody,
  documentCommentsResponse,
  personDocsParams,
  uploadDocumentResponse,
} from '../schemas/documents.ts';

export const listPersonDocuments = route({
  method: 'GET',
  path: '/docs/person/:personId',
  params: personDocsParams,
  response: biographyListResponse,
});
export const downloadDocument = route({ method: 'GET', path: '/docs/download/:docId', params: docIdParams, response: fileDownload });
export const getDocumentComments = route({
  method: 'POST',
  path: '/docs/getComments',
  body: documentCommentsBody,
  response: documentCommentsResponse,
});
export const listCourseDocuments = route({
  method: 'GET',
  path: '/docs/course/:id',
  params: courseIdParams,
  response: courseDocumentsResponse,
});
export const removeDocument = route({ method: 'PUT', path: '/docs/remove/:docId', params: docIdParams, response: okBody });
export const updateDocumentComments = route({
  method: 'PUT',
  path: '/docs/updateComments',
  body: addDocumentCommentBody,
  response: documentCommentsResponse,
});
export const uploadCourseDocument = route({
  method: 'POST',
  path: '/docs/course/:id',
  params: courseIdParams,
  response: uploadDocumentResponse,
  successStatus: 201,
});
export const uploadDocument = route({ method: 'POST', path: '/docs/class', response: uploadDocumentResponse, successStatus: 201 });
