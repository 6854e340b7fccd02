import { COURSE_OBJECT_TYPE, calls, type courseDocumentsResponse, type DocumentRow } from '@cpe/contract';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useDocumentUpload } from '../../../lib/documents/use-document-upload.ts';
import { courseKey, useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type CourseDocuments = z.infer<typeof courseDocumentsResponse>;

/** The file rules every record's documents share. */
export {
  DEFAULT_ATTACHMENT_TYPE_ID,
  downloadDocument,
  formatSize,
  MAX_DIRECT_UPLOAD_BYTES,
  MAX_DOCUMENT_HINT,
} from '../../../lib/documents/document-files.ts';
export type { DocumentRow };

/** GET /docs/course/{id}: the course's documents and the attachment types a course may have. */
export const useCourseDocuments = (courseId: number) =>
  useCourseResource(courseId, 'documents', (signal) => call(calls.listCourseDocuments, { params: { id: courseId }, signal }));

/** POST /docs/course/{id} (multipart/form-data): the chosen attachment type, then the file. */
export const useUploadDocument = (courseId: number) =>
  useDocumentUpload(
    courseKey(courseId),
    `/docs/course/${courseId}`,
    {},
    { learning_object_type_id: COURSE_OBJECT_TYPE, learning_object_id: courseId },
  );

/** PUT /docs/remove/{docId}: the document is marked removed; the server's message goes to the alert bar. */
export const useRemoveDocument = (courseId: number) =>
  useCourseWrite(courseId, (docId: number) => call(calls.removeDocument, { params: { docId } }));
