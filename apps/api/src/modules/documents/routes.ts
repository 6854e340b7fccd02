import { listPersonDocuments, uploadDocument } from './biography.ts';
import { listCourseDocuments, uploadCourseDocument } from './course-documents.ts';
import { downloadDocument, removeDocument } from './document-files.ts';

export const documentRoutes = [
  listCourseDocuments,
  uploadCourseDocument,
  downloadDocument,
  removeDocument,
  listPersonDocuments,
  uploadDocument,
];
