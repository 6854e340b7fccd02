import type { DocumentRow } from '@cpe/contract';
import { endpoints } from '@cpe/contract';
import { call } from '../../../lib/call.ts';
import { useDocumentUpload } from '../../../lib/documents/use-document-upload.ts';
import { classKey, useClassResource } from '../api/class-queries.ts';

/** GET /docs/class/{id}: a list of documents, or { documents } like a course's. */
export type ClassDocumentsAnswer = DocumentRow[] | { documents: DocumentRow[] };

export const documentsOf = (answer: ClassDocumentsAnswer): DocumentRow[] => (Array.isArray(answer) ? answer : answer.documents);

export const useClassDocuments = (classId: number) =>
  useClassResource(classId, 'documents', (signal) => call(endpoints.listClassDocuments, { params: { id: classId }, signal }));

/** POST /docs/class (multipart): attachment_type_id 32 (Class Documentation) and in_class_id before the file. */
export const useUploadClassDocument = (classId: number) =>
  useDocumentUpload(classKey(classId), '/docs/class', { in_class_id: String(classId) });
