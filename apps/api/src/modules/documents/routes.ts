import { listPersonDocuments } from './biography.ts';
import { listCourseDocuments, uploadCourseDocument } from './course-documents.ts';
import { downloadDocument, removeDocument } from './document-files.ts';
import { uploadDocument } from './upload-document.ts';

export const documentRoutes = [
  listCourseDocuments,
  uploadCourseDocument,
  downloadDocument,
  removeDocument,
  listPersonDocuments,
  uploadDocument,
];
