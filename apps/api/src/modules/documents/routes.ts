import { listPersonDocuments } from './biography.ts';
import { downloadDocument } from './download-document.ts';
import { getDocumentComments } from './get-document-comments.ts';
import { listCourseDocuments } from './list-course-documents.ts';
import { listAllPersonDocuments } from './person-documents.ts';
import { removeDocument } from './remove-document.ts';
import { updateDocumentComments } from './update-document-comments.ts';
import { uploadCourseDocument } from './upload-course-document.ts';
import { uploadDocument } from './upload-document.ts';

export const documentRoutes = [
  listCourseDocuments,
  uploadCourseDocument,
  downloadDocument,
  removeDocument,
  listPersonDocuments,
  listAllPersonDocuments,
  uploadDocument,
  getDocumentComments,
  updateDocumentComments,
];
